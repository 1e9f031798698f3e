import type { FileFormat, SubdivisionLevel } from "../../../src/contract/three-d-flags.ts";
import { meshGeometry } from "./geometry.ts";
import { glb, mtl, obj, usda, type Texture } from "./mesh-formats.ts";
import { TEXTURE_NAME, texturePng } from "./texture.ts";
import { storedZip } from "./zip.ts";
import { resultTypeOf } from "../result-types.ts";

export type MeshFile = { bytes: Uint8Array; contentType: string; extension: string };
export type NamedFile = { name: string; bytes: Uint8Array; contentType: string };

export const MTL_NAME = "model.mtl";
const texture = (): Texture => ({ name: TEXTURE_NAME, png: texturePng() });
const text = (s: string) => new TextEncoder().encode(s);
/** A result file's type, from the one table of the types the service delivers. */
export const typeOf = (name: string) => resultTypeOf(name) ?? "application/octet-stream";

const files = new Map<string, Promise<MeshFile>>();

async function buildFile(format: FileFormat, level: SubdivisionLevel): Promise<MeshFile> {
  const geometry = meshGeometry(level);
  switch (format) {
    case "glb":
      return { bytes: await glb(geometry, texture()), contentType: typeOf("model.glb"), extension: "glb" };
    case "obj":
      return { bytes: text(obj(geometry, MTL_NAME)), contentType: typeOf("model.obj"), extension: "obj" };
    case "usd":
      // A USDA text layer is a valid .usd file (model/vnd.usda, its IANA-registered type).
      return { bytes: text(usda(geometry)), contentType: typeOf("model.usd"), extension: "usd" };
    case "usdz":
      // USDZ: a stored ZIP, the root layer first, every file's data 64-byte aligned.
      return {
        bytes: storedZip([{ name: "model.usda", bytes: text(usda(geometry)) }], { align: 64 }),
        contentType: typeOf("model.usdz"),
        extension: "usdz",
      };
  }
}

/** The model itself; built once per (format, level), then served from memory (do not modify `bytes`). */
export function meshFile(format: FileFormat, level: SubdivisionLevel): Promise<MeshFile> {
  const key = `${format}:${level}`;
  let file = files.get(key);
  if (!file) {
    file = buildFile(format, level);
    files.set(key, file);
    // A failed build must not be cached forever.
    file.catch(() => files.delete(key));
  }
  return file;
}

/** The names of a model's files: the model first, then what it names (an obj's .mtl and its texture). */
export function meshFileNames(format: FileFormat): string[] {
  return [`model.${format}`, ...(format === "obj" ? [MTL_NAME, TEXTURE_NAME] : [])];
}

/** A model's files, in the order of `meshFileNames`. */
export async function meshFiles(format: FileFormat, level: SubdivisionLevel): Promise<NamedFile[]> {
  const model = await meshFile(format, level);
  const [name, ...beside] = meshFileNames(format);
  const sidecars: Record<string, NamedFile> = {
    [MTL_NAME]: { name: MTL_NAME, bytes: text(mtl(texture())), contentType: typeOf(MTL_NAME) },
    [TEXTURE_NAME]: { name: TEXTURE_NAME, bytes: texturePng(), contentType: typeOf(TEXTURE_NAME) },
  };
  return [{ name: name!, bytes: model.bytes, contentType: model.contentType }, ...beside.map((n) => sidecars[n]!)];
}

/** The model and what it names inside a .zip, the way the upstream 3D vendor delivers it. */
export async function zippedMesh(format: FileFormat, level: SubdivisionLevel): Promise<Uint8Array> {
  return storedZip((await meshFiles(format, level)).map(({ name, bytes }) => ({ name, bytes })));
}
