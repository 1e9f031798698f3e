import { describe, expect, it } from "vitest";
import { bmp, dataUriOf, png, webp } from "../test/make-images.ts";
import { dataUriFacts, imageProblems, parseImageRef, type ImageProblem } from "./image-ref.ts";
import type { Family } from "./families.ts";

function problems(uri: string, family: Family): ImageProblem["kind"][] {
  const ref = parseImageRef(uri);
  if (ref?.kind !== "data") throw new Error("not a data URI");
  return imageProblems(dataUriFacts(ref), family).map((problem) => problem.kind);
}

// The images issue 13 names, made here: each family's verdict on each.
const WEBP = dataUriOf("image/webp", webp(640, 360));
const SMALL = dataUriOf("image/png", png(200, 200));
const THIN = dataUriOf("image/png", png(100, 1000));
const HUGE = dataUriOf("image/png", png(5000, 5000));
const HEAVY = dataUriOf("image/png", png(1900, 1790, { noise: true }));

describe("the vendors' image rules, from the one table", () => {
  it("MiniMax takes a WebP; Seed3D too", () => {
    expect(problems(WEBP, "video")).toEqual([]);
    expect(problems(WEBP, "3d")).toEqual([]);
  });

  it("MiniMax wants a short side over 300 px and an aspect ratio within 2:5 … 5:2", () => {
    expect(problems(SMALL, "video")).toEqual(["short-side"]);
    expect(problems(THIN, "video")).toEqual(["short-side", "ratio"]);
    expect(problems(dataUriOf("image/png", png(301, 752)), "video")).toEqual([]);
    expect(problems(dataUriOf("image/png", png(301, 753)), "video")).toEqual(["ratio"]);
    expect(problems(dataUriOf("image/png", png(753, 301)), "video")).toEqual(["ratio"]);
    expect(problems(dataUriOf("image/png", png(300, 600)), "video")).toEqual(["short-side"]);
  });

  it("Seed3D wants under 4096 × 4096 pixels in all, whatever the shape", () => {
    expect(problems(HUGE, "3d")).toEqual(["pixels"]);
    expect(problems(dataUriOf("image/png", png(4095, 4096)), "3d")).toEqual([]);
    expect(problems(dataUriOf("image/png", png(4096, 4096)), "3d")).toEqual(["pixels"]);
    expect(problems(dataUriOf("image/bmp", bmp(100, 1000)), "3d")).toEqual([]);
    expect(problems(HUGE, "video")).toEqual([]);
  });

  it("a 10.2 MB image is over Seed3D's 10,000,000 bytes and under MiniMax's 20 MB", () => {
    const ref = parseImageRef(HEAVY);
    expect(ref?.kind === "data" && ref.bytes).toBeGreaterThan(10_200_000);
    expect(problems(HEAVY, "3d")).toEqual(["size"]);
    expect(problems(HEAVY, "video")).toEqual([]);
  });

  it("a header with no size is refused, and BMP is Seed3D's only", () => {
    const broken = png(640, 360);
    broken.writeUInt32BE(0, 16);
    expect(problems(dataUriOf("image/png", broken), "video")).toEqual(["unreadable"]);
    expect(problems(dataUriOf("image/bmp", bmp(640, 360)), "video")).toEqual(["type"]);
  });
});
