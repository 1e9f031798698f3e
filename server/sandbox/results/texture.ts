import { png } from "./png.ts";

// The sandbox's models wear a checkerboard of two clay tones: plainly a texture (not a flat
// colour) in a viewer, and small (a 64 × 64 PNG of under 1 KB).

export const TEXTURE_NAME = "texture.png";
const SIZE = 64;
const SQUARE = 8;
export const TEXTURE_COLOURS: readonly [number, number, number][] = [
  [204, 120, 70],
  [240, 226, 200],
];

let texture: Uint8Array | null = null;

/** The PNG, built once (do not modify it). */
export function texturePng(): Uint8Array {
  texture ??= png(SIZE, SIZE, (x, y) => TEXTURE_COLOURS[(Math.floor(x / SQUARE) + Math.floor(y / SQUARE)) % 2]!);
  return texture;
}
