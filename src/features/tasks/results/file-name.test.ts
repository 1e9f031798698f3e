import { describe, expect, it } from "vitest";
import { fileNameOf } from "./file-name.ts";

describe("fileNameOf", () => {
  it("takes the last path segment, decoded", () => {
    expect(fileNameOf("https://x.test/files/r1/model%20v2.glb?sig=abc")).toBe("model v2.glb");
    expect(fileNameOf("not a url")).toBe("not a url");
  });
});
