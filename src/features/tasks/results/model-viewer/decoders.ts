import type { GLTFLoader } from "three/addons/loaders/GLTFLoader.js";

// The decoders' own files (wasm, and the scripts their workers run) are found by three.js
// through `new URL(file, import.meta.url)`, which Vite copies into the build with hashed names:
// served from this origin, never a CDN, and fetched only when a loader below first decodes.

// glTF extension names, not words.
/* eslint-disable lingui/no-unlocalized-strings */
export const DRACO = "KHR_draco_mesh_compression";
export const MESHOPT = ["EXT_meshopt_compression", "KHR_meshopt_compression"];
export const KTX2 = "KHR_texture_basisu";
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Gives the glTF loader the decoders this file's extensions ask for, and only those:
 * each is a chunk (and wasm) of its own, fetched on first need. Returns a cleanup.
 */
export async function attachDecoders(loader: GLTFLoader, { used }: { used: readonly string[] }): Promise<() => void> {
  const cleanups: (() => void)[] = [];
  if (used.includes(KTX2)) {
    const { BasisLoader } = await import("./basis-loader.ts");
    const basis = new BasisLoader();
    loader.setKTX2Loader(basis);
    cleanups.push(() => basis.dispose());
  }
  if (used.includes(DRACO)) {
    const { DRACOLoader, DRACO_GLTF_CONFIG } = await import("three/addons/loaders/DRACOLoader.js");
    // The glTF build of the decoder: a third smaller than the general one, and all glTF needs.
    const draco = new DRACOLoader().setDecoderPath(DRACO_GLTF_CONFIG);
    loader.setDRACOLoader(draco);
    cleanups.push(() => draco.dispose());
  }
  if (MESHOPT.some((name) => used.includes(name))) {
    const { MeshoptDecoder } = await import("three/addons/libs/meshopt_decoder.module.js");
    loader.setMeshoptDecoder(MeshoptDecoder);
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

const names = (list: unknown) =>
  Array.isArray(list) ? list.filter((name): name is string => typeof name === "string") : [];

/** The extensions a glb or .gltf declares, read from its JSON without parsing the model. */
export function gltfExtensions(json: { extensionsUsed?: unknown; extensionsRequired?: unknown } | null) {
  return { used: names(json?.extensionsUsed), required: names(json?.extensionsRequired) };
}
