import { describe, expect, it } from "vitest";
import { extensionOf, isModelFile } from "./model-files.ts";

describe("isModelFile", () => {
  it.each(["model.glb", "scene.GLTF", "a/b/model.obj", "x.usd", "x.usda", "x.usdc", "x.usdz", "model.zip"])(
    "accepts %s",
    (name) => expect(isModelFile(name)).toBe(true),
  );

  it("reads the path of a URL, not its query or fragment", () => {
    expect(isModelFile("https://cdn.example/r/model.glb?Expires=1&Signature=a.png")).toBe(true);
    expect(isModelFile("https://cdn.example/r/cover.png?name=model.glb")).toBe(false);
    expect(isModelFile("model.usdz#view")).toBe(true);
  });

  it("rejects other files and names without an extension", () => {
    for (const name of ["video.mp4", "image.png", "glb", ".glb", "https://cdn.example/glb/", ""]) {
      expect(isModelFile(name)).toBe(false);
    }
    expect(extensionOf("https://cdn.example/v1.2/file")).toBe("");
  });
});
