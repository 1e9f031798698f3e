import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/contract/error-body.ts";
import { envelopeSchema } from "../../src/contract/record.ts";
import { post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";

// A catalog model's parameters over HTTP: the sandbox takes and refuses MiniMax-Hailuo-02's
// duration, resolution and last frame as the vendor does (SERVICE-NOTES, third pass), by the
// rule set the composer checks with (src/contract/param-rules.ts).

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.state.tasks.clear());

const hailuo = {
  model: "minimax/hailuo-02",
  prompt: "A kite over a beach",
  first_frame_image: "https://example.com/beach.png",
};
const LAST = "https://example.com/sunset.png";

describe("POST /api/v1/tasks/generations: Hailuo-02's parameters", () => {
  it.each([
    [{}],
    [{ duration: 6, resolution: "1080P" }],
    [{ duration: 10, resolution: "768P" }],
    [{ duration: 10, resolution: "512P" }],
    [{ duration: 10 }],
    [{ resolution: "768P", last_frame_image: LAST }],
    [{ resolution: "1080P", last_frame_image: LAST }],
  ])("takes %j", async (params) => {
    const response = await post(sandbox.submitUrl, { ...hailuo, ...params });
    expect(response.status).toBe(200);
    expect(envelopeSchema.parse(await response.json()).code).toBe("success");
    expect(sandbox.state.tasks.size).toBe(1);
  });

  it.each([
    ["10 s at 1080P", { duration: 10, resolution: "1080P" }, "resolution", /1080P.*duration 10/],
    ["a last frame at 512P", { resolution: "512P", last_frame_image: LAST }, "resolution", /512P.*last_frame_image/],
    ["a duration it does not make", { duration: 8 }, "duration", /duration must be one of 6, 10/],
    ["a duration as a string", { duration: "10" }, "duration", /duration must be one of 6, 10/],
    ["a resolution it does not make", { resolution: "720P" }, "resolution", /resolution must be one of/],
    [
      "a last frame that is no image",
      { last_frame_image: "ftp://example.com/a.png" },
      "last_frame_image",
      /http\(s\) URL/,
    ],
  ])("answers 400 for %s, naming the parameter", async (_name, params, param, message) => {
    const response = await post(sandbox.submitUrl, { ...hailuo, ...params });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error).toMatchObject({ type: "validation_error", code: "invalid_parameter_value", param });
    expect(error.message).toMatch(message);
    expect(sandbox.state.tasks.size).toBe(0);
  });

  it("leaves the same values to the service for a model that does not declare them", async () => {
    const response = await post(sandbox.submitUrl, {
      ...hailuo,
      model: "minimax/i2v-01-director",
      duration: 10,
      resolution: "1080P",
    });
    expect(response.status).toBe(200);
  });
});
