import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildThreeDBody, buildVideoBody } from "../../entities/task/build-body.ts";
import { valuesFromBody } from "./clone-values.ts";
import type { VideoFormValues } from "../../entities/task/form-values.ts";

const videoOf = (cloned: ReturnType<typeof valuesFromBody>): VideoFormValues => {
  if (cloned.mode !== "video") throw new Error("not video");
  return cloned.values;
};

const PNG = "data:image/png;base64,iVBORw0KGgo=";

describe("valuesFromBody", () => {
  it.each([
    { model: "minimax/t2v-01-director", prompt: "A fox [Truck left,Pan right] [Static shot]", prompt_optimizer: false },
    { model: "minimax/i2v-01-live", prompt_optimizer: true, first_frame_image: PNG },
    {
      model: "minimax/s2v-01",
      prompt: "waves",
      prompt_optimizer: true,
      subject_reference: [{ type: "character", image: [PNG] }],
    },
    { model: "minimax/t2v-01", prompt: "x", prompt_optimizer: true, duration: 6, callback_url: "https://x.test/cb" },
    {
      model: "minimax/hailuo-02",
      prompt_optimizer: true,
      first_frame_image: PNG,
      duration: 10,
      resolution: "768P",
      last_frame_image: "https://x.test/last.png",
    },
  ])("restores a video request so it builds the same body ($model)", (body) => {
    expect(buildVideoBody(videoOf(valuesFromBody("video", body)))).toEqual(body);
  });

  it("restores a 3D request with its flags", () => {
    const body = {
      model: "bytedance/doubao-seed3d-1.0",
      image: "https://x.test/a.png",
      prompt: "--subdivisionlevel high --fileformat obj",
    };
    const cloned = valuesFromBody("3d", body);
    if (cloned.mode !== "3d") throw new Error("not 3D");
    const { values } = cloned;
    expect(values.prompt).toBe("--subdivisionlevel high --fileformat obj");
    expect(buildThreeDBody(values)).toEqual(body);
  });

  it("takes the empty value for a field of the wrong type, and the model's kind", () => {
    const { values } = valuesFromBody("video", { model: "minimax/i2v-01-live", prompt: 42, first_frame_image: null });
    expect(values).toMatchObject({ model: "minimax/i2v-01-live", prompt: "", kind: "first-frame" });
  });

  it("round-trips any text-to-video body", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (prompt, optimizer) => {
        const body = { model: "minimax/t2v-01-director", prompt, prompt_optimizer: optimizer };
        expect(buildVideoBody(videoOf(valuesFromBody("video", body)))).toEqual(body);
      }),
    );
  });
});
