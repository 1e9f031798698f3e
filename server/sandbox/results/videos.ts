import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GenerationBody } from "../../../src/contract/request.ts";
import { dataUriFacts, parseImageRef } from "../../../src/contract/image-ref.ts";

// Resolved from this module rather than the working directory, so the dev server, the tests
// and scripts all find the clips wherever they are started from.
// Not `new URL(…, import.meta.url)`: under jsdom the global URL resolves against the page, not the file.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), "../fixtures");

/** A clip's shape: 640 × 360 or 360 × 640 (../fixtures/README.md). */
export type ClipShape = "landscape" | "portrait";

/** The playable clips in ../fixtures of each shape (made once with ffmpeg; see its README). */
export const CLIPS_BY_SHAPE: Readonly<Record<ClipShape, readonly string[]>> = Object.freeze({
  landscape: Object.freeze(["clip-1.mp4", "clip-2.mp4"]),
  portrait: Object.freeze(["clip-3.mp4"]),
});

/** Every clip the sandbox serves. */
export const VIDEO_CLIPS: readonly string[] = Object.freeze([...CLIPS_BY_SHAPE.landscape, ...CLIPS_BY_SHAPE.portrait]);

/**
 * The absolute path of a clip, or null for any name not in VIDEO_CLIPS. Only exact names are
 * accepted, so a name taken from a URL can never reach another file ("../", encoded slashes…).
 */
export function videoClipPath(name: string): string | null {
  return VIDEO_CLIPS.includes(name) ? join(FIXTURES, name) : null;
}

/**
 * The shape of a video task's result. MiniMax has no aspect setting for its 01-series models: its
 * output follows the first frame's aspect (SERVICE-NOTES, third pass). So an image-to-video task
 * whose first frame is a portrait data URI (taller than wide) gets a portrait clip; everything
 * else, a landscape one (an image at a URL is never fetched here, so its aspect is unknown).
 */
export function clipShapeFor(body: GenerationBody): ClipShape {
  const image = "first_frame_image" in body ? body.first_frame_image : undefined;
  const ref = typeof image === "string" ? parseImageRef(image) : null;
  const pixels = ref?.kind === "data" ? dataUriFacts(ref).pixels : null;
  return pixels && pixels.height > pixels.width ? "portrait" : "landscape";
}

/** A clip of that shape picked from a seed (e.g. a task id): the same seed always gets the same clip. */
export function clipFor(seed: string, shape: ClipShape = "landscape"): string {
  // 32-bit FNV-1a: tiny, stable across runs and platforms, and spreads similar ids well.
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193);
  const clips = CLIPS_BY_SHAPE[shape];
  return clips[(hash >>> 0) % clips.length]!;
}
