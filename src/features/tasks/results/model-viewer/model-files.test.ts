import { describe, expect, it } from "vitest";
import { extensionOf, isModelFile } from "../../../../entities/task/model-files.ts";

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

  it("rejects files of other kinds", () => {
    for (const name of ["video.mp4", "image.png", "notes.txt", "https://cdn.example/glb/cover.jpg?x=model.glb"]) {
      expect(isModelFile(name)).toBe(false);
    }
  });

  it("lets the bytes decide for a file without an extension, or a generic .bin", () => {
    for (const name of ["glb", "https://cdn.example/r/7f3a9c", "https://cdn.example/v1.2/file", "data.bin"]) {
      expect(isModelFile(name)).toBe(true);
    }
    expect(extensionOf("https://cdn.example/v1.2/file")).toBe("");
  });
});
