import { describe, expect, it } from "vitest";
import { buildThreeDBody, buildVideoBody } from "./build-body.ts";
import { EMPTY_3D, EMPTY_VIDEO } from "./form-values.ts";

const PNG = "data:image/png;base64,iVBORw0KGgo=";

describe("buildVideoBody", () => {
  it("sends a text-to-video prompt exactly as typed, with the optimizer switch", () => {
    const prompt = "  A fox 🦊 [Truck left,Pan right]\n<b>bold</b> عربى  ";
    expect(buildVideoBody({ ...EMPTY_VIDEO, prompt, prompt_optimizer: false })).toEqual({
      model: "minimax/t2v-01-director",
      prompt,
      prompt_optimizer: false,
    });
  });

  it("sends the first frame for image-to-video and leaves out an empty prompt", () => {
    const body = buildVideoBody({
      ...EMPTY_VIDEO,
      model: "minimax/i2v-01-live",
      first_frame_image: PNG,
      subject_reference: "ignored",
    });
    expect(body).toEqual({ model: "minimax/i2v-01-live", prompt_optimizer: true, first_frame_image: PNG });
  });

  it("wraps the subject image as the vendor expects", () => {
    const body = buildVideoBody({ ...EMPTY_VIDEO, model: "minimax/s2v-01", prompt: "waves", subject_reference: PNG });
    expect(body.subject_reference).toEqual([{ type: "character", image: [PNG] }]);
  });

  it("uses the picked kind for a model the catalog and the name cannot tell", () => {
    const body = buildVideoBody({
      ...EMPTY_VIDEO,
      model: " minimax/hailuo-02 ",
      kind: "first-frame",
      first_frame_image: PNG,
    });
    expect(body).toMatchObject({ model: "minimax/hailuo-02", first_frame_image: PNG });
  });

  it("merges extra fields, the form's own fields winning", () => {
    const body = buildVideoBody({ ...EMPTY_VIDEO, prompt: "x", extra: '{"duration": 6, "prompt": "sneaky"}' });
    expect(body).toMatchObject({ duration: 6, prompt: "x" });
  });
});

describe("buildThreeDBody", () => {
  it("carries the flags prompt and the image", () => {
    expect(buildThreeDBody({ ...EMPTY_3D, image: PNG })).toEqual({
      model: "bytedance/doubao-seed3d-1.0",
      image: PNG,
      prompt: "--subdivisionlevel medium --fileformat glb",
    });
  });
});

describe("the body's field order", () => {
  it("is the order people read a request in: model first, as the preview and cURL show it", () => {
    expect(Object.keys(buildVideoBody({ ...EMPTY_VIDEO, prompt: "x" }))).toEqual([
      "model",
      "prompt",
      "prompt_optimizer",
    ]);
    expect(Object.keys(buildThreeDBody({ ...EMPTY_3D, image: PNG }))).toEqual(["model", "image", "prompt"]);
  });
});
