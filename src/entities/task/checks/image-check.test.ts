import { describe, expect, it } from "vitest";
import {
  brokenDataUri,
  notAnImageRef,
  allowedTypesText,
  checkImageFile,
  checkImageRefText,
  formatLimit,
  imageAccept,
} from "./image-check.ts";
import { dataUriOf, png, webp } from "../../../test/make-images.ts";

const PNG_BASE64 = png(640, 360).toString("base64");
const HEADS = {
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  webp: new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "),
  bmp: new TextEncoder().encode("BM\0\0\0\0\0\0\0\0\0\0"),
  gif: new TextEncoder().encode("GIF89a\0\0\0\0\0\0"),
  svg: new TextEncoder().encode("<svg xmlns='htt"),
};
const MB20 = 20_000_000;
const MB10 = 10_000_000;

const file = (size: number, name = "photo.png", type = "image/png") => ({ name, type, size });
/** A data URI of `bytes` decoded bytes (at least 12) that start with the 12 bytes of `head`, then zeros. */
function dataUri(mime: string, head: Uint8Array, bytes = 12): string {
  const rest = bytes - 12;
  const tail = ["", "AA==", "AAA="][rest % 3] ?? "";
  return `data:${mime};base64,${btoa(String.fromCharCode(...head.subarray(0, 12)))}${"AAAA".repeat(Math.floor(rest / 3))}${tail}`;
}

describe("type names and sizes", () => {
  it("lists each family's types in human names", () => {
    expect(allowedTypesText("video")).toBe("JPG, PNG or WebP");
    expect(allowedTypesText("3d")).toBe("JPG, PNG, WebP or BMP");
    expect(imageAccept("video")).toBe("image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp");
    expect(imageAccept("3d")).toContain("image/webp,.webp,image/bmp,.bmp");
  });

  it("writes the limits in the app's one unit system", () => {
    expect(formatLimit("video")).toBe("20 MB");
    expect(formatLimit("3d")).toBe("10 MB");
  });
});

describe("checkImageFile", () => {
  it("accepts the family's types by their bytes, whatever the name and MIME type say", () => {
    expect(checkImageFile(file(1000, "a.jpg", "image/jpeg"), HEADS.jpeg, "video")).toEqual([]);
    expect(checkImageFile(file(1000, "a.gif", "image/gif"), HEADS.png, "video")).toEqual([]);
    expect(checkImageFile(file(1000, "a.webp", "image/webp"), HEADS.webp, "video")).toEqual([]);
    expect(checkImageFile(file(1000, "a.webp", "image/webp"), HEADS.webp, "3d")).toEqual([]);
    expect(checkImageFile(file(1000, "a.bmp", ""), HEADS.bmp, "3d")).toEqual([]);
  });

  it("names the allowed types and what the file really is", () => {
    expect(checkImageFile(file(1000, "a.png", "image/png"), HEADS.gif, "video")).toEqual([
      "Use a JPG, PNG or WebP image: a.png is a GIF.",
    ]);
    expect(checkImageFile(file(1000, "a.bmp", "image/bmp"), HEADS.bmp, "video")).toEqual([
      "Use a JPG, PNG or WebP image: a.bmp is a BMP.",
    ]);
    expect(checkImageFile(file(1000, "a.svg", "image/svg+xml"), HEADS.svg, "3d")).toEqual([
      "Use a JPG, PNG, WebP or BMP image: a.svg is not an image of a known type.",
    ]);
    expect(
      checkImageFile(file(1000, "notes.txt", "text/plain"), new TextEncoder().encode("shopping list"), "video"),
    ).toEqual(["Use a JPG, PNG or WebP image: notes.txt is not an image of a known type."]);
  });

  it("takes a video image under 20,000,000 bytes and refuses one of exactly that", () => {
    expect(checkImageFile(file(MB20 - 1), HEADS.png, "video")).toEqual([]);
    expect(checkImageFile(file(MB20), HEADS.png, "video")).toEqual([
      "Use an image under 20,000,000 bytes (20 MB): photo.png is 20,000,000 bytes.",
    ]);
    expect(checkImageFile(file(23_400_000), HEADS.png, "video")).toEqual([
      "Use an image under 20 MB: photo.png is 23.4 MB.",
    ]);
  });

  it("takes exactly 10,000,000 bytes for 3D and refuses one more", () => {
    expect(checkImageFile(file(MB10), HEADS.png, "3d")).toEqual([]);
    expect(checkImageFile(file(MB10 + 1), HEADS.png, "3d")).toEqual([
      "Use an image of at most 10,000,000 bytes (10 MB): photo.png is 10,000,001 bytes.",
    ]);
    expect(checkImageFile(file(10_200_000), HEADS.png, "3d")).toEqual([
      "Use an image of at most 10 MB: photo.png is 10.2 MB.",
    ]);
  });

  it("reports a wrong type and a wrong size together, and an empty file on its own", () => {
    expect(checkImageFile(file(30_000_000, "a.gif"), HEADS.gif, "video")).toEqual([
      "Use a JPG, PNG or WebP image: a.gif is a GIF.",
      "Use an image under 20 MB: a.gif is 30.0 MB.",
    ]);
    expect(checkImageFile(file(0, "blank.png"), new Uint8Array(), "video")).toEqual([
      "Choose another image: blank.png is empty.",
    ]);
  });
});

describe("checkImageRefText", () => {
  it("leaves emptiness to the form and takes any http(s) URL", () => {
    expect(checkImageRefText("", "video")).toEqual([]);
    expect(checkImageRefText("   ", "video")).toEqual([]);
    expect(checkImageRefText("https://example.com/a.gif", "video")).toEqual([]);
    expect(checkImageRefText("http://example.com/frame", "3d")).toEqual([]);
  });

  it("refuses other schemes and plain text", () => {
    for (const text of ["javascript:alert(1)", "ftp://example.com/a.png", "example.com/a.png", "file:///a.png"])
      expect(checkImageRefText(text, "video")).toEqual([notAnImageRef()]);
    expect(notAnImageRef()).toBe("Enter an http(s) URL to an image, or choose a file.");
  });

  it("asks for a complete data URI when one is cut short or not base64", () => {
    expect(checkImageRefText("data:image/png;base64,abc", "video")).toEqual([brokenDataUri()]);
    expect(checkImageRefText("data:text/plain;base64,aGk=", "video")).toEqual([brokenDataUri()]);
    expect(checkImageRefText("data:image/png,rawbytes", "video")).toEqual([brokenDataUri()]);
  });

  it("checks a data URI's real type, label, size and pixels like a file", () => {
    expect(checkImageRefText(`data:image/png;base64,${PNG_BASE64}`, "video")).toEqual([]);
    expect(checkImageRefText(dataUri("image/gif", HEADS.gif), "video")).toEqual([
      "Use a JPG, PNG or WebP image: this file is a GIF.",
    ]);
    expect(checkImageRefText(dataUriOf("image/webp", webp(640, 360)), "video")).toEqual([]);
    expect(checkImageRefText(`data:image/jpeg;base64,${PNG_BASE64}`, "video")).toEqual([
      'Start the data URI with "data:image/png;base64,": the data is a PNG, but it says image/jpeg.',
    ]);
    expect(checkImageRefText(dataUriOf("image/png", png(200, 200)), "video")).toEqual([
      "Use a larger image: 200 px short side; needs more than 300.",
    ]);
    expect(checkImageRefText(dataUriOf("image/png", png(400, 4000)), "video")).toEqual([
      "Crop the image: ratio 1:10; at most 1:2.5.",
    ]);
    // Every rule it breaks, each with the image's own figures.
    expect(checkImageRefText(dataUriOf("image/png", png(2000, 300)), "video")).toEqual([
      "Use a larger image: 300 px short side; needs more than 300.",
      "Crop the image: ratio 6.7:1; at most 2.5:1.",
    ]);
  });

  it("says when no size in pixels can be read from a data URI's header", () => {
    expect(checkImageRefText(dataUri("image/webp", HEADS.webp), "3d")).toEqual([
      "Use another image: no size in pixels can be read from this WebP, so Seed3D would refuse it.",
    ]);
  });

  it("takes a data URI of exactly the limit and refuses one byte more", () => {
    const heavy = (bytes: number) =>
      dataUriOf("image/png", Buffer.concat([png(640, 360), Buffer.alloc(bytes - png(640, 360).length)]));
    expect(checkImageRefText(heavy(MB10), "3d")).toEqual([]);
    expect(checkImageRefText(heavy(MB10 + 1), "3d")).toEqual([
      "Use an image of at most 10,000,000 bytes (10 MB): this one is 10,000,001 bytes.",
    ]);
    expect(checkImageRefText(heavy(MB20 - 1), "video")).toEqual([]);
    expect(checkImageRefText(heavy(MB20), "video")).toHaveLength(1);
  });
});
