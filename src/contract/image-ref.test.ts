import { describe, expect, it } from "vitest";
import { base64Head, parseImageRef, sniffImageType } from "./image-ref.ts";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

describe("image references", () => {
  it("accepts http(s) URLs only", () => {
    expect(parseImageRef("https://example.com/a.png")).toEqual({ kind: "url", url: "https://example.com/a.png" });
    expect(parseImageRef("HTTP://example.com/a.png")?.kind).toBe("url");
    for (const text of ["ftp://x/a.png", "javascript:alert(1)", "/a.png", "https://", "a.png"])
      expect(parseImageRef(text)).toBeNull();
  });

  it("measures a data URI's decoded size", () => {
    const ref = parseImageRef(`data:image/png;base64,${PNG}`);
    expect(ref).toMatchObject({ kind: "data", type: "png", bytes: Buffer.from(PNG, "base64").length });
  });

  it("normalises jpg and rejects broken base64", () => {
    expect(parseImageRef("data:image/jpg;base64,/9j/4AAQ")).toMatchObject({ type: "jpeg" });
    expect(parseImageRef("data:image/png;base64,abc")).toBeNull();
    expect(parseImageRef("data:text/plain;base64,aGk=")).toBeNull();
  });

  it("tells the real type from the first bytes", () => {
    expect(sniffImageType(base64Head(PNG))).toBe("png");
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffImageType(new TextEncoder().encode("BM"))).toBe("bmp");
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBe("gif");
    expect(sniffImageType(new TextEncoder().encode("<svg"))).toBeNull();
  });
});
