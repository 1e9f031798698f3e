import { t } from "@lingui/core/macro";
import type { AnimationClip, Object3D } from "three";
import { detectFormat, firstZipEntry } from "./detect-format.ts";
import { UnsupportedModelError } from "./model-errors.ts";
import { extensionOf } from "../../../../entities/task/model-files.ts";
import { applyNeutralMaterial, modelStats, type ModelStats } from "./model-meshes.ts";
import { parseGltf } from "./parse-gltf.ts";
import { parseObj } from "./parse-obj.ts";
import { bufferOf, Resources, type FetchBeside, type Files } from "./resources.ts";

export { UnsupportedModelError } from "./model-errors.ts";
export type ModelFormat = "glb" | "gltf" | "obj" | "usd" | "usdz";
export type LoadedModel = ModelStats & { object: Object3D; format: ModelFormat; animations: AnimationClip[] };

const MAX_ENTRY_BYTES = 512 * 1024 ** 2;
type Parsed = { object: Object3D; format: ModelFormat; animations?: AnimationClip[]; hasMaterials?: boolean };
type Context = { resources: Resources; depth: number };

const directoryOf = (name: string) => name.slice(0, name.lastIndexOf("/") + 1);
/** The folder of an http(s) URL, without its query (a signed URL's signature is for that file only). */
const folderOf = (url: string) => (/^https?:\/\//i.test(url) ? new URL(".", url).href : "");

// Each format's loader (and each decoder) is its own chunk, fetched on first use: the USD one
// alone is bigger than glTF and OBJ together, and most results need only one of them.

/**
 * Parses a model file into a three.js object. `url` is where it came from: a .gltf's buffers
 * and images, an .obj's .mtl and textures are looked up beside it through `fetchBeside`;
 * inside a zip they are taken from the zip.
 */
export async function loadModel(
  bytes: ArrayBuffer,
  fileName: string,
  url = "",
  fetchBeside?: FetchBeside,
): Promise<LoadedModel> {
  const resources = new Resources(undefined, fetchBeside);
  try {
    const parsed = await parse(new Uint8Array(bytes), fileName, folderOf(url), { resources, depth: 0 });
    applyNeutralMaterial(parsed.object, parsed.format === "obj" && !parsed.hasMaterials);
    const stats = modelStats(parsed.object);
    if (stats.triangles === 0)
      throw new UnsupportedModelError(t`${fileName} has no surfaces (triangle meshes) to show.`);
    return { ...stats, object: parsed.object, format: parsed.format, animations: parsed.animations ?? [] };
  } finally {
    resources.revoke();
  }
}

async function parse(bytes: Uint8Array, name: string, path: string, context: Context): Promise<Parsed> {
  const format = detectFormat(bytes, name);
  switch (format) {
    case "glb":
    case "gltf":
      return { ...(await parseGltf(bytes, path, name, context.resources)), format };
    case "obj":
      return { ...(await parseObj(bytes, path, name, context.resources)), format };
    case "usd":
      return { object: await parseUsd(bufferOf(bytes), path), format };
    case "zip":
      return parseZip(bytes, name, context.depth);
    case null:
      throw new UnsupportedModelError(t`${name} is not a 3D format the preview reads (glb, glTF, OBJ, USD or USDZ).`);
  }
}

async function parseZip(bytes: Uint8Array, name: string, depth: number): Promise<Parsed> {
  // USDZ is a zip whose first entry is the root layer; three's USDLoader unpacks it itself.
  if (extensionOf(name) === "usdz" || /\.usd[ac]$/i.test(firstZipEntry(bytes))) {
    return { object: await parseUsd(bufferOf(bytes), ""), format: "usdz" };
  }
  // One level of nesting covers "model.usdz inside model.zip"; deeper is more likely a zip bomb than a model.
  if (depth > 1) throw new UnsupportedModelError(t`${name} is an archive nested too deeply to preview.`);
  const { unzipSync } = await import("three/addons/libs/fflate.module.js");
  // Skips macOS metadata and hidden files, and entries too big to be worth unpacking in a tab.
  const files: Files = unzipSync(bytes, {
    filter: (file) => !/(^|\/)(__MACOSX\/|\.)/.test(file.name) && file.originalSize <= MAX_ENTRY_BYTES,
  });
  const model = Object.keys(files).find((entry) => /\.(glb|gltf|obj|usd[acz]?|zip)$/i.test(entry));
  if (!model) throw new UnsupportedModelError(t`${name} holds no 3D model file (glb, glTF, OBJ, USD or USDZ).`);
  // A zip's model finds its textures and buffers in the zip, never on the network.
  const resources = new Resources(files, undefined);
  try {
    return await parse(files[model]!, model, directoryOf(model), { resources, depth: depth + 1 });
  } finally {
    resources.revoke();
  }
}

async function parseUsd(buffer: ArrayBuffer, path: string): Promise<Object3D> {
  const { USDLoader } = await import("three/addons/loaders/USDLoader.js");
  return new Promise((resolve, reject) => {
    // three's USD support is partial (especially binary usdc), so any failure means "cannot preview", not "broken".
    const unsupported = (error: unknown) => {
      const reason = (error as Error)?.message ?? String(error);
      reject(new UnsupportedModelError(t`three.js could not read this USD file: ${reason}`));
    };
    try {
      new USDLoader().parse(buffer, path, resolve, unsupported);
    } catch (error) {
      unsupported(error);
    }
  });
}
