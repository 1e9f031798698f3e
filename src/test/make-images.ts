import { crc32, deflateSync } from "node:zlib";

// Real images, made by the tests rather than committed: PNG with Node's zlib, WebP as a lossless
// (VP8L) image of one colour, whose prefix codes each hold a single symbol and so need no pixel bits.

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An RGB PNG of `width` × `height`. `noise` fills it with incompressible bytes (stored without
 * compression), so its size in bytes is about width × height × 3; otherwise it is one colour and small.
 */
export function png(width: number, height: number, { noise = false } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter choice, no interlace
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height, 0x60);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0; // filter: none
    if (noise) for (let i = 1; i < row; i++) raw[y * row + i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  }
  const idat = deflateSync(raw, { level: noise ? 0 : 6 });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

/** A lossless WebP of `width` × `height` (each at most 16384), all one colour. */
export function webp(width: number, height: number, [r, g, b] = [200, 120, 40]): Buffer {
  const bits: number[] = [];
  const put = (value: number, count: number) => {
    for (let i = 0; i < count; i++) bits.push((value >>> i) & 1);
  };
  put(width - 1, 14);
  put(height - 1, 14);
  put(0, 1); // no alpha
  put(0, 3); // version 0
  put(0, 1); // no transform
  put(0, 1); // no colour cache
  put(0, 1); // no meta prefix codes
  // Green, red, blue, alpha: a simple code of one 8-bit symbol each; distance: one 1-bit symbol.
  const simpleCode = (symbol: number, symbolBits: number) => {
    put(1, 1); // a simple code
    put(0, 1); // of one symbol
    put(symbolBits === 8 ? 1 : 0, 1);
    put(symbol, symbolBits);
  };
  for (const symbol of [g, r, b, 255]) simpleCode(symbol, 8);
  simpleCode(0, 1);
  const data = Buffer.alloc(1 + Math.ceil(bits.length / 8));
  data[0] = 0x2f;
  bits.forEach((bit, i) => (data[1 + (i >> 3)]! |= bit << (i & 7)));
  const padded = data.length % 2 ? Buffer.concat([data, Buffer.alloc(1)]) : data;
  const head = Buffer.alloc(20);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(12 + padded.length, 4);
  head.write("WEBPVP8L", 8, "latin1");
  head.writeUInt32LE(data.length, 16);
  return Buffer.concat([head, padded]);
}

/** A 24-bit BMP of `width` × `height`, all one colour. */
export function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height, 0x80);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(0, 6);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(0, 30);
  file.writeUInt32LE(row * height, 34);
  file.fill(0, 38, 54);
  return file;
}

/** The start of a JPEG up to its frame header (APP0, then SOF0 with the size): what a header reader needs. */
export function jpegHead(width: number, height: number, appBytes = 16): Buffer {
  const app = Buffer.alloc(2 + appBytes);
  app.writeUInt16BE(appBytes, 0);
  const sof = Buffer.from([0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    app.subarray(0, appBytes),
    Buffer.from([0xff, 0xc0]),
    sof,
    Buffer.alloc(9),
  ]);
}

export const dataUriOf = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;
