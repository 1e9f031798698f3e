import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// Resolved from this module rather than the working directory, so the dev server, the tests
// and scripts all find the clips wherever they are started from.
// Not `new URL(…, import.meta.url)`: under jsdom the global URL resolves against the page, not the file.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "../fixtures");

/** The playable clips in ../fixtures (made once with ffmpeg; see its README). */
export const VIDEO_CLIPS: readonly string[] = Object.freeze(["clip-1.mp4", "clip-2.mp4", "clip-3.mp4"]);

/**
 * The absolute path of a clip, or null for any name not in VIDEO_CLIPS. Only exact names are
 * accepted, so a name taken from a URL can never reach another file ("../", encoded slashes…).
 */
export function videoClipPath(name: string): string | null {
  return VIDEO_CLIPS.includes(name) ? join(FIXTURES, name) : null;
}

/** A clip picked from a seed (e.g. a task id): the same seed always gets the same clip. */
export function clipFor(seed: string): string {
  // 32-bit FNV-1a: tiny, stable across runs and platforms, and spreads similar ids well.
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
  return VIDEO_CLIPS[(hash >>> 0) % VIDEO_CLIPS.length]!;
}
