import type { ImageType } from "./families.ts";

export type PixelSize = { width: number; height: number };

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | (b[i + 2]! << 16);
const u32le = (b: Uint8Array, i: number) => (u16le(b, i) | (u16le(b, i + 2) << 16)) >>> 0;
const u32be = (b: Uint8Array, i: number) => ((u16be(b, i) << 16) | u16be(b, i + 2)) >>> 0;
const i32le = (b: Uint8Array, i: number) => u32le(b, i) | 0;

function jpegSize(b: Uint8Array): PixelSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff) i++;
    const marker = b[i++]!;
    // Markers with no length: restart markers, start of image, TEM.
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) continue;
    if (marker === 0xd9 || marker === 0xda) return null;
    // Start of frame (every SOFn; C4, C8 and CC are other tables) holds the frame's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: u16be(b, i + 3), width: u16be(b, i + 5) };
    i += u16be(b, i);
  }
  return null;
}

function webpSize(b: Uint8Array): PixelSize | null {
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === "VP8 " && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === "VP8L" && b.length >= 25 && b[20] === 0x2f) {
    const bits = u32le(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

function bmpSize(b: Uint8Array): PixelSize | null {
  if (b.length < 26) return null;
  // The old OS/2 header (12 bytes) has 16-bit sizes; every later one 32-bit, the height negative when top-down.
  if (u32le(b, 14) === 12) return { width: u16le(b, 18), height: u16le(b, 20) };
  return { width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
}

/**
 * An image's size in pixels, read from its header (the first bytes of the file; a JPEG's may lie
 * after its metadata). Null when the bytes end too soon or do not hold a size.
 */
export function pixelSize(bytes: Uint8Array, type: ImageType): PixelSize | null {
  const size =
    type === "png"
      ? bytes.length >= 24
        ? { width: u32be(bytes, 16), height: u32be(bytes, 20) }
        : null
      : type === "jpeg"
        ? jpegSize(bytes)
        : type === "webp"
          ? webpSize(bytes)
          : bmpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
