import type { GLTFLoader } from "three/addons/loaders/GLTFLoader.js";

// The decoders' own files (wasm, and the scripts their workers run) are found by three.js
// through `new URL(file, import.meta.url)`, which Vite copies into the build with hashed names:
// served from this origin, never a CDN, and fetched only when a loader below first decodes.

export const DRACO = "KHR_draco_mesh_compression";
export const MESHOPT = ["EXT_meshopt_compression", "KHR_meshopt_compression"];
export const KTX2 = "KHR_texture_basisu";

/**
 * The KTX2 transcoder picks a GPU format the browser supports; it asks a throwaway WebGL
 * context, since the model is parsed before the viewer's own renderer exists.
 */
function gpuSupport() {
  const gl = document.createElement("canvas").getContext("webgl2");
  const has = (name: string) => Boolean(gl?.getExtension(name));
  const support = { extensions: { has, get: (name: string) => gl?.getExtension(name) } };
  return {
    support,
    release: () => gl?.getExtension("WEBGL_lose_context")?.loseContext(),
  };
}

/**
 * Gives the glTF loader the decoders this file's `extensionsUsed` asks for, and only those:
 * each is a chunk (and wasm) of its own, fetched on first need. Returns a cleanup.
 */
export async function attachDecoders(loader: GLTFLoader, used: readonly string[]): Promise<() => void> {
  const cleanups: (() => void)[] = [];
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
  if (used.includes(KTX2)) {
    const { KTX2Loader } = await import("three/addons/loaders/KTX2Loader.js");
    const ktx2 = new KTX2Loader();
    const gpu = gpuSupport();
    ktx2.detectSupport(gpu.support as never);
    gpu.release();
    loader.setKTX2Loader(ktx2);
    cleanups.push(() => ktx2.dispose());
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** The extensions a glb or .gltf declares, read from its JSON without parsing the model. */
export function gltfExtensionsUsed(json: { extensionsUsed?: unknown } | null): string[] {
  const used = json?.extensionsUsed;
  return Array.isArray(used) ? used.filter((name): name is string => typeof name === "string") : [];
}
