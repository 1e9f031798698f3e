import { describe, expect, it } from "vitest";
import { shortenForDisplay, sourceImageOf } from "./source-image.ts";

describe("sourceImageOf", () => {
  it("reads the first frame, the subject reference or the 3D image", () => {
    expect(sourceImageOf({ first_frame_image: "https://x.test/a.png" })).toEqual({
      role: "first frame",
      value: "https://x.test/a.png",
    });
    expect(sourceImageOf({ subject_reference: [{ type: "character", image: ["https://x.test/face.jpg"] }] })).toEqual({
      role: "subject reference",
      value: "https://x.test/face.jpg",
    });
    expect(sourceImageOf({ image: "data:image/png;base64,AAAA" })).toEqual({
      role: "input image",
      value: "data:image/png;base64,AAAA",
    });
  });

  it("is null when there is no image, or the shape is not the documented one", () => {
    expect(sourceImageOf({ prompt: "x" })).toBeNull();
    expect(sourceImageOf({ first_frame_image: "  " })).toBeNull();
    expect(sourceImageOf({ subject_reference: "https://x.test/a.png" })).toBeNull();
    expect(sourceImageOf({ subject_reference: [null] })).toBeNull();
    expect(sourceImageOf({ subject_reference: [{ image: "https://x.test/a.png" }] })).toBeNull();
    expect(sourceImageOf({ subject_reference: [{ image: [42] }] })).toBeNull();
    expect(sourceImageOf({ image: 7 })).toBeNull();
  });
});

describe("shortenForDisplay", () => {
  it("cuts long values to the limit with an ellipsis", () => {
    expect(shortenForDisplay("abc", 3)).toBe("abc");
    expect(shortenForDisplay("abcd", 3)).toBe("ab…");
    expect(shortenForDisplay("x".repeat(500))).toHaveLength(80);
  });
});
