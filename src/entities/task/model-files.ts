// Kept apart from the viewer so a result card can ask "is this a model?" without loading three.js.

/** Extensions the 3D preview can open; a .zip is assumed to hold one of the others, as the 3D vendor delivers it. */
export const MODEL_EXTENSIONS = ["glb", "gltf", "obj", "usd", "usda", "usdc", "usdz", "zip"] as const;

/** The lower-case extension of a file name or URL path, ignoring any query or fragment ("" when there is none). */
export function extensionOf(urlOrName: string): string {
  let path = urlOrName;
  try {
    path = new URL(urlOrName).pathname;
  } catch {
    // Not an absolute URL: a bare or relative name, possibly with ?query or #hash.
    path = urlOrName.split(/[?#]/)[0] ?? "";
  }
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * Whether a result file should get the 3D preview. Judged by the extension, but a file without
 * one (or a generic `.bin`) may hold a model too: the viewer then decides from its bytes, and
 * says so when it holds none.
 */
export function isModelFile(urlOrName: string): boolean {
  const extension = extensionOf(urlOrName);
  return extension === "" || extension === "bin" || (MODEL_EXTENSIONS as readonly string[]).includes(extension);
}
