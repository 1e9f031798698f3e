import { t } from "@lingui/core/macro";
import type { AnimationClip, Object3D } from "three";
import { attachDecoders, gltfExtensions } from "./decoders.ts";
import { UnsupportedModelError } from "./model-errors.ts";
import { bufferOf, type Resources } from "./resources.ts";

type GltfJson = {
  extensionsUsed?: unknown;
  extensionsRequired?: unknown;
  buffers?: { uri?: unknown }[];
  images?: { uri?: unknown }[];
};

/** The JSON part of a .gltf, or of a glb (its first chunk, after the 12-byte header). */
function jsonOf(bytes: Uint8Array): GltfJson | null {
  try {
    const isGlb = bytes.length >= 20 && new TextDecoder().decode(bytes.subarray(0, 4)) === "glTF";
    if (!isGlb) return JSON.parse(new TextDecoder().decode(bytes)) as GltfJson;
    const length = new DataView(bytes.buffer, bytes.byteOffset + 12, 4).getUint32(0, true);
    return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + length))) as GltfJson;
  } catch {
    return null; // GLTFLoader reports a broken file in its own words
  }
}

const urisOf = (list: { uri?: unknown }[] | undefined) =>
  (Array.isArray(list) ? list : []).map((item) => item?.uri).filter((uri): uri is string => typeof uri === "string");

// Anything else GLTFLoader refuses is a file it cannot read, not a broken viewer.
const GLTF_UNSUPPORTED = /Unsupported asset|Legacy binary|extension.*not supported|setKTX2Loader|setDRACOLoader/i;

export type ParsedGltf = { object: Object3D; animations: AnimationClip[] };

/**
 * A glb or .gltf: its buffers and images beside it (in the zip, or at the model's URL) are
 * gathered first, and the decoders it declares (Draco, meshopt, KTX2) are loaded for it alone.
 */
export async function parseGltf(
  bytes: Uint8Array,
  path: string,
  name: string,
  resources: Resources,
): Promise<ParsedGltf> {
  const json = jsonOf(bytes);
  await resources.gather([...urisOf(json?.buffers), ...urisOf(json?.images)], path, name);
  const { GLTFLoader } = await import("three/addons/loaders/GLTFLoader.js");
  const loader = new GLTFLoader(resources.manager);
  const release = await attachDecoders(loader, gltfExtensions(json));
  try {
    const gltf = await loader.parseAsync(bufferOf(bytes), path);
    const scene = gltf.scene ?? gltf.scenes[0];
    if (!scene) throw new UnsupportedModelError(t`The glTF file has no scene.`);
    return { object: scene, animations: gltf.animations };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (GLTF_UNSUPPORTED.test(message)) throw new UnsupportedModelError(t`glTF feature not supported: ${message}`);
    throw error;
  } finally {
    release();
  }
}
