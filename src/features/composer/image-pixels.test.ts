import { describe, expect, it } from "vitest";
import { pixelRulesText, pixelWarnings } from "./image-pixels.ts";

describe("pixelWarnings", () => {
  it("wants a video frame's short side over 300 px", () => {
    expect(pixelWarnings(640, 301, "video")).toEqual([]);
    expect(pixelWarnings(640, 300, "video")).toEqual(["The short side is 300 px: MiniMax asks for more than 300 px."]);
    expect(pixelWarnings(240, 320, "video")).toEqual(["The short side is 240 px: MiniMax asks for more than 300 px."]);
  });

  it("wants a video frame's aspect ratio between 2:5 and 5:2, both included", () => {
    expect(pixelWarnings(1000, 400, "video")).toEqual([]);
    expect(pixelWarnings(400, 1000, "video")).toEqual([]);
    expect(pixelWarnings(1001, 400, "video")).toEqual([
      "The aspect ratio is 2.51:1: MiniMax asks for one between 2:5 and 5:2.",
    ]);
    expect(pixelWarnings(400, 1200, "video")).toEqual([
      "The aspect ratio is 1:3: MiniMax asks for one between 2:5 and 5:2.",
    ]);
    expect(pixelWarnings(1300, 500, "video")).toEqual([
      "The aspect ratio is 2.6:1: MiniMax asks for one between 2:5 and 5:2.",
    ]);
    expect(pixelWarnings(3000, 200, "video")).toHaveLength(2);
  });

  it("wants a 3D source under 4096 px on each side, and ignores the video limits", () => {
    expect(pixelWarnings(4095, 4095, "3d")).toEqual([]);
    expect(pixelWarnings(200, 3000, "3d")).toEqual([]);
    expect(pixelWarnings(4096, 100, "3d")).toEqual([
      "The image is 4096 × 100 px: Seed3D asks for less than 4096 px on each side.",
    ]);
    expect(pixelWarnings(100, 4096, "3d")).toHaveLength(1);
    expect(pixelWarnings(5000, 5000, "video")).toEqual([]);
  });

  it("says nothing while the size is unknown", () => {
    expect(pixelWarnings(0, 0, "video")).toEqual([]);
    expect(pixelWarnings(Number.NaN, 720, "3d")).toEqual([]);
  });
});

describe("pixelRulesText", () => {
  it("says the documented limits in words", () => {
    expect(pixelRulesText("video")).toBe("short side over 300 px, aspect ratio between 2:5 and 5:2");
    expect(pixelRulesText("3d")).toBe("under 4096 × 4096 px");
  });
});
