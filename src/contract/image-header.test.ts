import { describe, expect, it } from "vitest";
import { bmp, jpegHead, png, webp } from "../test/make-images.ts";
import { pixelSize } from "./image-header.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

describe("pixelSize", () => {
  it("reads PNG, lossless WebP and BMP images made here", () => {
    expect(pixelSize(png(640, 360), "png")).toEqual({ width: 640, height: 360 });
    expect(pixelSize(webp(1000, 3), "webp")).toEqual({ width: 1000, height: 3 });
    expect(pixelSize(bmp(31, 17), "bmp")).toEqual({ width: 31, height: 17 });
  });

  it("finds a JPEG's frame header after its metadata", () => {
    expect(pixelSize(jpegHead(4000, 3000), "jpeg")).toEqual({ width: 4000, height: 3000 });
    expect(pixelSize(jpegHead(400, 300, 60_000), "jpeg")).toEqual({ width: 400, height: 300 });
    // Cut before the frame header: no size, rather than a wrong one.
    expect(pixelSize(jpegHead(400, 300, 60_000).subarray(0, 1000), "jpeg")).toBeNull();
  });

  it("reads lossy and extended WebP headers", () => {
    const lossy = bytes(
      "RIFF",
      [0, 0, 0, 0],
      "WEBPVP8 ",
      [0, 0, 0, 0],
      [0, 0, 0, 0x9d, 0x01, 0x2a],
      [0x80, 0x02, 0x68, 0x01],
    );
    expect(pixelSize(lossy, "webp")).toEqual({ width: 640, height: 360 });
    const extended = bytes(
      "RIFF",
      [0, 0, 0, 0],
      "WEBPVP8X",
      [10, 0, 0, 0],
      [0x10, 0, 0, 0],
      [0x87, 0x13, 0],
      [0x87, 0x13, 0],
    );
    expect(pixelSize(extended, "webp")).toEqual({ width: 5000, height: 5000 });
  });

  it("reads a top-down BMP's negative height as its height", () => {
    const file = bmp(20, 10);
    file.writeInt32LE(-10, 22);
    expect(pixelSize(file, "bmp")).toEqual({ width: 20, height: 10 });
  });

  it("gives null for headers cut short or holding a zero size", () => {
    expect(pixelSize(png(10, 10).subarray(0, 20), "png")).toBeNull();
    expect(pixelSize(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "webp")).toBeNull();
    const empty = png(10, 10);
    empty.writeUInt32BE(0, 16);
    expect(pixelSize(empty, "png")).toBeNull();
  });
});
