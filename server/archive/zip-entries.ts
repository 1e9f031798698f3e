import { unzipSync } from "fflate";

// A zip's model entries (issue 29), listed on its archived file so that a page can say what it
// holds without downloading it: read from its central directory, no entry inflated.

export type ZipEntry = { name: string; size: number };

/** The entries worth naming: models, their buffers and materials, and textures. */
const MODEL_ENTRY = /\.(glb|gltf|obj|mtl|usd|usda|usdc|usdz|bin|png|jpe?g|webp|ktx2)$/i;
/** Entries kept at most: a zip of thousands of textures is named by its first ones. */
const MAX_ENTRIES = 500;

/** Whether a file is a zip: by its name, or by its first bytes (a local file header). */
export const looksZipped = (name: string, head: Uint8Array) =>
  /\.zip$/i.test(name) || (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04);

/** The model entries of a zip's bytes (their uncompressed sizes), in its order; null when it is no readable zip. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const entries: ZipEntry[] = [];
  try {
    // The filter sees each entry of the central directory; refusing them all inflates none.
    unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        if (MODEL_ENTRY.test(name) && !name.endsWith("/") && entries.length < MAX_ENTRIES)
          entries.push({ name, size: originalSize });
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
}
