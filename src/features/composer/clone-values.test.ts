import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildThreeDBody, buildVideoBody } from "./build-body.ts";
import { valuesFromBody } from "./clone-values.ts";
import type { ThreeDFormValues, VideoFormValues } from "./form-values.ts";

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
  ])("restores a video request so it builds the same body ($model)", (body) => {
    expect(buildVideoBody(valuesFromBody("video", body) as VideoFormValues)).toEqual(body);
  });

  it("restores a 3D request with its flags", () => {
    const body = {
      model: "bytedance/doubao-seed3d-1.0",
      image: "https://x.test/a.png",
      prompt: "--subdivisionlevel high --fileformat obj",
    };
    const values = valuesFromBody("3d", body) as ThreeDFormValues;
    expect(values.prompt).toBe("--subdivisionlevel high --fileformat obj");
    expect(buildThreeDBody(values)).toEqual(body);
  });

  it("round-trips any text-to-video body", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (prompt, optimizer) => {
        const body = { model: "minimax/t2v-01-director", prompt, prompt_optimizer: optimizer };
        expect(buildVideoBody(valuesFromBody("video", body) as VideoFormValues)).toEqual(body);
      }),
    );
  });
});
