import { LoadingManager, type Object3D } from "three";
import { detectFormat, firstZipEntry } from "./detect-format.ts";
import { extensionOf } from "./model-files.ts";
import { applyNeutralMaterial, countGeometry } from "./model-meshes.ts";

export type ModelFormat = "glb" | "gltf" | "obj" | "usd" | "usdz";
export type LoadedModel = { object: Object3D; format: ModelFormat; vertices: number; triangles: number };

/** The file is fine to download but the preview cannot show it; the UI says so and keeps the download link. */
export class UnsupportedModelError extends Error {
  override name = "UnsupportedModelError";
}

type Files = Record<string, Uint8Array>;
const MAX_ENTRY_BYTES = 512 * 1024 ** 2;
type Parsed = { object: Object3D; format: ModelFormat };

// Sliced, because typed arrays from a zip are views into one big buffer and the loaders read whole buffers.
const bufferOf = (bytes: Uint8Array) => bytes.slice().buffer;
const directoryOf = (name: string) => name.slice(0, name.lastIndexOf("/") + 1);

// Each format's loader is its own chunk, fetched on first use: the USD one alone is bigger than
// glTF and OBJ together, and most results need only one of them.

/**
 * Parses a model file into a three.js object. `resourcePath` is where a .gltf's external buffers
 * and textures are looked up (the URL's folder); files inside a zip are taken from the zip.
 */
export async function loadModel(bytes: ArrayBuffer, fileName: string, resourcePath = ""): Promise<LoadedModel> {
  const { object, format } = await parse(new Uint8Array(bytes), fileName, resourcePath, undefined, 0);
  applyNeutralMaterial(object, format === "obj");
  const { vertices, triangles } = countGeometry(object);
  if (triangles === 0) throw new UnsupportedModelError(`${fileName} has no surfaces (triangle meshes) to show.`);
  return { object, format, vertices, triangles };
}

async function parse(
  bytes: Uint8Array,
  name: string,
  path: string,
  files: Files | undefined,
  depth: number,
): Promise<Parsed> {
  const format = detectFormat(bytes, name);
  switch (format) {
    case "glb":
    case "gltf":
      return { object: await parseGltf(bytes, path, files), format };
    case "obj": {
      const { OBJLoader } = await import("three/addons/loaders/OBJLoader.js");
      return { object: new OBJLoader().parse(new TextDecoder().decode(bytes)), format };
    }
    case "usd":
      return { object: await parseUsd(bufferOf(bytes), path), format };
    case "zip":
      return parseZip(bytes, name, depth);
    case null:
      throw new UnsupportedModelError(`${name} is not a 3D format the preview reads (glb, glTF, OBJ, USD or USDZ).`);
  }
}

async function parseZip(bytes: Uint8Array, name: string, depth: number): Promise<Parsed> {
  // USDZ is a zip whose first entry is the root layer; three's USDLoader unpacks it itself.
  if (extensionOf(name) === "usdz" || /\.usd[ac]$/i.test(firstZipEntry(bytes))) {
    return { object: await parseUsd(bufferOf(bytes), ""), format: "usdz" };
  }
  // One level of nesting covers "model.usdz inside model.zip"; deeper is more likely a zip bomb than a model.
  if (depth > 1) throw new UnsupportedModelError(`${name} is an archive nested too deeply to preview.`);
  const { unzipSync } = await import("three/addons/libs/fflate.module.js");
  // Skips macOS metadata and hidden files, and entries too big to be worth unpacking in a tab.
  const files = unzipSync(bytes, {
    filter: (file) => !/(^|\/)(__MACOSX\/|\.)/.test(file.name) && file.originalSize <= MAX_ENTRY_BYTES,
  });
  const model = Object.keys(files).find((entry) => /\.(glb|gltf|obj|usd[acz]?|zip)$/i.test(entry));
  if (!model) throw new UnsupportedModelError(`${name} holds no 3D model file (glb, glTF, OBJ, USD or USDZ).`);
  return parse(files[model]!, model, directoryOf(model), files, depth + 1);
}

const GLTF_UNSUPPORTED = /DRACOLoader|KTX2Loader|MeshoptDecoder|Unsupported asset|Legacy binary/;

async function parseGltf(bytes: Uint8Array, path: string, files: Files | undefined): Promise<Object3D> {
  // A .gltf in a zip refers to its .bin and textures by relative path: serve those from the zip.
  const urls = new Map<string, string>();
  const manager = new LoadingManager();
  manager.setURLModifier((url) => {
    const entry = files?.[decodeURI(url)];
    if (!entry) return url;
    if (!urls.has(url)) urls.set(url, URL.createObjectURL(new Blob([bufferOf(entry)])));
    return urls.get(url)!;
  });
  try {
    const { GLTFLoader } = await import("three/addons/loaders/GLTFLoader.js");
    const gltf = await new GLTFLoader(manager).parseAsync(bufferOf(bytes), path);
    const scene = gltf.scene ?? gltf.scenes[0];
    if (!scene) throw new UnsupportedModelError("The glTF file has no scene.");
    return scene;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Compressed meshes/textures need decoders (and their wasm) that the preview does not ship.
    if (GLTF_UNSUPPORTED.test(message)) throw new UnsupportedModelError(`glTF feature not supported: ${message}`);
    throw error;
  } finally {
    for (const url of urls.values()) URL.revokeObjectURL(url);
  }
}

async function parseUsd(buffer: ArrayBuffer, path: string): Promise<Object3D> {
  const { USDLoader } = await import("three/addons/loaders/USDLoader.js");
  return new Promise((resolve, reject) => {
    // three's USD support is partial (especially binary usdc), so any failure means "cannot preview", not "broken".
    const unsupported = (error: unknown) =>
      reject(new UnsupportedModelError(`three.js could not read this USD file: ${(error as Error)?.message ?? error}`));
    try {
      new USDLoader().parse(buffer, path, resolve, unsupported);
    } catch (error) {
      unsupported(error);
    }
  });
}
