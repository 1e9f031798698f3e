import { describe, expect, it } from "vitest";
import { imageRulesText, pixelProblemTexts, pixelRulesText } from "./image-pixels.ts";

describe("pixel rules in words, with the image's own figures", () => {
  it("says a video frame's short side and what it needs", () => {
    expect(pixelProblemTexts({ width: 640, height: 301 }, "video")).toEqual([]);
    expect(pixelProblemTexts({ width: 200, height: 200 }, "video")).toEqual([
      "Use a larger image: 200 px short side; needs more than 300.",
    ]);
  });

  it("says which way a frame's aspect ratio is out of 2:5 … 5:2", () => {
    expect(pixelProblemTexts({ width: 1000, height: 400 }, "video")).toEqual([]);
    expect(pixelProblemTexts({ width: 400, height: 1000 }, "video")).toEqual([]);
    expect(pixelProblemTexts({ width: 400, height: 4000 }, "video")).toEqual([
      "Crop the image: ratio 1:10; at most 1:2.5.",
    ]);
    expect(pixelProblemTexts({ width: 1001, height: 400 }, "video")).toEqual([
      "Crop the image: ratio 2.503:1; at most 2.5:1.",
    ]);
    expect(pixelProblemTexts({ width: 2000, height: 300 }, "video")).toEqual([
      "Use a larger image: 300 px short side; needs more than 300.",
      "Crop the image: ratio 6.7:1; at most 2.5:1.",
    ]);
  });

  it("counts a 3D source's pixels in all, and ignores the video rules", () => {
    expect(pixelProblemTexts({ width: 4095, height: 4096 }, "3d")).toEqual([]);
    expect(pixelProblemTexts({ width: 200, height: 3000 }, "3d")).toEqual([]);
    expect(pixelProblemTexts({ width: 5000, height: 5000 }, "3d")).toEqual([
      "Use a smaller image: 5000 × 5000 px is 25,000,000 pixels; needs fewer than 4096 × 4096 (16,777,216).",
    ]);
    expect(pixelProblemTexts({ width: 5000, height: 5000 }, "video")).toEqual([]);
  });

  it("says nothing while the size is unknown", () => {
    expect(pixelProblemTexts({ width: 0, height: 0 }, "video")).toEqual([]);
    expect(pixelProblemTexts({ width: Number.NaN, height: 720 }, "3d")).toEqual([]);
  });

  it("says each family's rules from the one table", () => {
    expect(pixelRulesText("video")).toBe("short side over 300 px, aspect ratio between 2:5 and 5:2");
    expect(imageRulesText("video")).toBe(
      "JPG, PNG or WebP, under 20 MB; short side over 300 px, aspect ratio between 2:5 and 5:2.",
    );
    expect(imageRulesText("3d")).toBe("JPG, PNG, WebP or BMP, at most 10 MB; under 4096 × 4096 pixels in all.");
  });
});
