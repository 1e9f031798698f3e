import { describe, expect, it } from "vitest";
import { EMPTY_3D, EMPTY_VIDEO } from "../../entities/task/form-values.ts";
import { withSourceImage } from "./source-image.ts";

const PICTURE = "data:image/png;base64,AAAA";

describe("withSourceImage (Use as input)", () => {
  it("puts the picture in a 3D draft's source image, keeping the rest", () => {
    const draft = { ...EMPTY_3D, extra: '{"seed": 1}' };
    expect(withSourceImage("3d", draft, PICTURE)).toEqual({ ...draft, image: PICTURE });
  });

  it("moves a text-to-video draft to a model that takes a first frame, keeping its prompt", () => {
    const draft = { ...EMPTY_VIDEO, prompt: "A kite [Pan left]" };
    expect(withSourceImage("video", draft, PICTURE)).toEqual({
      ...draft,
      model: "minimax/i2v-01-director",
      kind: "first-frame",
      first_frame_image: PICTURE,
    });
  });

  it("keeps a model that already takes a first frame", () => {
    const draft = { ...EMPTY_VIDEO, model: "minimax/i2v-01-live" };
    expect(withSourceImage("video", draft, PICTURE)).toMatchObject({
      model: "minimax/i2v-01-live",
      first_frame_image: PICTURE,
    });
  });
});
