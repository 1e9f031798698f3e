import { describe, expect, it } from "vitest";
import { familyOf, videoKindOf } from "./families.ts";
import { checkGenerationBody, threeDBodySchema, videoBodySchema } from "./request.ts";
import { dataUriOf, png } from "../test/make-images.ts";

const PNG = dataUriOf("image/png", png(640, 360));

describe("model families", () => {
  it.each([
    ["minimax/t2v-01-director", "video", "text"],
    ["minimax/i2v-01-live", "video", "first-frame"],
    ["MiniMax/S2V-01", "video", "subject"],
    ["minimax/video-01", "video", null],
    ["bytedance/doubao-seed3d-1.0", "3d", null],
    ["volcengine/seed3d-2.0", "3d", null],
    ["openai/sora-2", null, null],
    ["no-slash", null, null],
  ])("%s → %s", (model, family, kind) => {
    expect(familyOf(model)).toBe(family);
    if (family === "video") expect(videoKindOf(model)).toBe(kind);
  });
});

describe("request bodies", () => {
  const bodies = [
    { model: "minimax/t2v-01-director", prompt: "A fox [Truck left,Pan right]", prompt_optimizer: true },
    { model: "minimax/i2v-01-director", prompt: "", first_frame_image: "https://example.com/a.jpg" },
    { model: "minimax/s2v-01", prompt: "waves", subject_reference: [{ type: "character", image: [PNG] }] },
    {
      model: "bytedance/doubao-seed3d-1.0",
      image: PNG,
      prompt: "--subdivisionlevel medium --fileformat usdz",
      callback_url: "https://x.test/cb",
    },
  ];

  it.each(bodies)("round-trips $model unchanged", (body) => {
    const checked = checkGenerationBody(JSON.parse(JSON.stringify(body)));
    expect(checked).toMatchObject({ ok: true, body });
  });

  it("keeps fields the form does not cover (passed through to the vendor)", () => {
    expect(videoBodySchema.parse({ model: "minimax/t2v-01", prompt: "x", duration: 6 })).toMatchObject({ duration: 6 });
  });

  it("refuses a 3D prompt's flag problem in the sandbox's English, with the problem's code", () => {
    const body = { model: "bytedance/doubao-seed3d-1.0", image: "https://example.com/a.png", prompt: "--sl high" };
    expect(checkGenerationBody(body)).toMatchObject({
      ok: false,
      param: "prompt",
      code: "invalid_parameter_value",
      message: "--sl high is not offered by this model: use medium",
    });
  });

  it("says which field is wrong and whether it is missing", () => {
    expect(checkGenerationBody({ prompt: "x" })).toMatchObject({
      ok: false,
      param: "model",
      code: "missing_required_parameter",
      message: "model is required",
    });
    expect(checkGenerationBody({ model: "minimax/t2v-01", prompt: 5 })).toMatchObject({
      param: "prompt",
      code: "invalid_parameter_value",
    });
    expect(checkGenerationBody([])).toMatchObject({ ok: false, param: "" });
  });

  it("checks the declared image type against the data", () => {
    const lying = PNG.replace("image/png", "image/jpeg");
    const result = threeDBodySchema.safeParse({ model: "x/seed3d", image: lying });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/declared image\/jpeg; the data is png/);
  });
});
