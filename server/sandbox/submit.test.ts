import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { errorBodySchema } from "../../src/contract/error-body.ts";
import { envelopeSchema, taskRecordWireSchema } from "../../src/contract/record.ts";
import { PNG_DATA_URI, TOKEN, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { dataUriOf, png } from "../../src/test/make-images.ts";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.state.tasks.clear());

const t2v = { model: "minimax/t2v-01-director", prompt: "A red fox [Truck left,Pan right] runs [Static shot]." };
const threeD = {
  model: "bytedance/doubao-seed3d-1.0",
  image: "https://example.com/cat.png",
  prompt: "--subdivisionlevel medium --fileformat obj",
};

async function expectError(
  response: Response,
  status: number,
  expected: { type?: string; code?: string; param?: string | null },
) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(await response.json());
  expect(body.error.message).toMatch(/\S/);
  expect(body.error).toMatchObject(expected);
  return body.error;
}

describe("POST /api/v1/tasks/generations: authentication", () => {
  it.each([
    ["no header", {}, "authentication_failed"],
    ["a malformed header", { Authorization: `Token ${TOKEN}` }, "authentication_failed"],
    ["an empty bearer", { Authorization: "Bearer " }, "authentication_failed"],
    ["a wrong token", { Authorization: "Bearer not-the-token" }, "invalid_api_key"],
  ])("answers 401 for %s", async (_name, headers, code) => {
    const error = await expectError(await post(sandbox.submitUrl, t2v, headers), 401, {
      type: "authentication_error",
      code,
    });
    expect(error.message).not.toContain(TOKEN);
    expect(sandbox.state.tasks.size).toBe(0);
  });
});

const INVALID = "invalid_parameter_value";
const MISSING = "missing_required_parameter";

describe("POST /api/v1/tasks/generations: validation", () => {
  const longPrompt = (n: number) => "🦊".repeat(n);
  it.each([
    ["malformed JSON", '{"model": "minimax/t2v-01-director",', "malformed_json", null],
    ["a missing model", { prompt: "x" }, MISSING, "model"],
    ["a model without a vendor", { model: "t2v-01-director", prompt: "x" }, INVALID, "model"],
    ["a model of no known family", { model: "openai/sora-2", prompt: "x" }, INVALID, "model"],
    ["a prompt over 2000 characters", { ...t2v, prompt: longPrompt(2001) }, INVALID, "prompt"],
    ["a text-to-video without a prompt", { model: "minimax/t2v-01-director" }, MISSING, "prompt"],
    [
      "an image-to-video without its image",
      { model: "minimax/i2v-01-director", prompt: "x" },
      MISSING,
      "first_frame_image",
    ],
    [
      "a first frame that is neither URL nor data URI",
      { model: "minimax/i2v-01-live", first_frame_image: "ftp://x/y.png" },
      INVALID,
      "first_frame_image",
    ],
    [
      "a GIF first frame",
      { model: "minimax/i2v-01-live", first_frame_image: "data:image/gif;base64,R0lGODlhAQABAAAAACw=" },
      INVALID,
      "first_frame_image",
    ],
    [
      "a subject reference with two images",
      { model: "minimax/s2v-01", subject_reference: [{ type: "character", image: [PNG_DATA_URI, PNG_DATA_URI] }] },
      INVALID,
      "subject_reference",
    ],
    ["prompt_optimizer as a string", { ...t2v, prompt_optimizer: "yes" }, INVALID, "prompt_optimizer"],
    ["a bad subdivision level", { ...threeD, prompt: "--subdivisionlevel ultra --fileformat glb" }, INVALID, "prompt"],
    ["a bad file format", { ...threeD, prompt: "--subdivisionlevel low --fileformat fbx" }, INVALID, "prompt"],
    ["a duplicated flag", { ...threeD, prompt: "--fileformat glb --fileformat obj" }, INVALID, "prompt"],
    ["a short and a long flag for one setting", { ...threeD, prompt: "--ff glb --fileformat obj" }, INVALID, "prompt"],
    ["a level Seed3D 1.0 does not offer", { ...threeD, prompt: "--sl high --ff usdz" }, INVALID, "prompt"],
    ["a 3D request without its image", { model: threeD.model, prompt: threeD.prompt }, MISSING, "image"],
    ["a 3D image that is plain text", { ...threeD, image: "cat.png" }, INVALID, "image"],
    ["a callback_url that is not http(s)", { ...t2v, callback_url: "javascript:alert(1)" }, INVALID, "callback_url"],
  ])("answers 400 for %s", async (_name, body, code, param) => {
    await expectError(await post(sandbox.submitUrl, body), 400, { code, param });
    expect(sandbox.state.tasks.size).toBe(0);
  });

  it("accepts a prompt of exactly 2000 characters, counted as code points", async () => {
    expect((await post(sandbox.submitUrl, { ...t2v, prompt: longPrompt(2000) })).status).toBe(200);
  });

  /** A real 640 × 360 PNG padded to `bytes` (readers stop at its end marker). */
  const padded = (bytes: number) => {
    const image = png(640, 360);
    return dataUriOf("image/png", Buffer.concat([image, Buffer.alloc(bytes - image.length)]));
  };

  it("holds Seed3D to at most 10,000,000 bytes and MiniMax to under 20,000,000", async () => {
    await expectError(await post(sandbox.submitUrl, { ...threeD, image: padded(10_000_001) }), 400, {
      code: INVALID,
      param: "image",
    });
    expect((await post(sandbox.submitUrl, { ...threeD, image: padded(10_000_000) })).status).toBe(200);
    const i2v = (bytes: number) => ({ model: "minimax/i2v-01-director", first_frame_image: padded(bytes) });
    await expectError(await post(sandbox.submitUrl, i2v(20_000_000)), 400, {
      code: INVALID,
      param: "first_frame_image",
    });
    expect((await post(sandbox.submitUrl, i2v(19_999_999))).status).toBe(200);
  }, 20_000);

  it("answers 413 to a body over MAX_SUBMIT_BODY_BYTES", async () => {
    const body = JSON.stringify({ ...t2v, padding: "x".repeat(MAX_SUBMIT_BODY_BYTES) });
    await expectError(await post(sandbox.submitUrl, body), 413, { code: "request_too_large" });
  });

  it("answers 405 to another method", async () => {
    const response = await fetch(sandbox.submitUrl, { method: "PUT", headers: { Authorization: `Bearer ${TOKEN}` } });
    await expectError(response, 405, { code: "method_not_allowed" });
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("POST /api/v1/tasks/generations: accepted", () => {
  async function accepted(body: unknown) {
    const response = await post(sandbox.submitUrl, body);
    expect(response.status).toBe(200);
    const envelope = envelopeSchema.parse(await response.json());
    expect(envelope).toMatchObject({ code: "success", message: "" });
    return taskRecordWireSchema.parse(envelope.data);
  }

  it("creates a video task in SUBMITTING with a task_id", async () => {
    const record = await accepted({
      ...t2v,
      prompt_optimizer: false,
      callback_url: "https://example.com/hook",
      duration: 6,
    });
    expect(record).toMatchObject({
      action: "VIDEO_GENERATION",
      status: "SUBMITTING",
      progress: "0%",
      fail_reason: "",
      submit_time: Math.floor(sandbox.state.now() / 1000),
      start_time: 0,
      finish_time: 0,
      data: {},
    });
    expect(record.request_id).toMatch(/^20260102030405\d{9}[A-Za-z0-9]{8}$/);
    expect(record.task_id).toMatch(/^\d{15}$/);
    expect(sandbox.state.tasks.has(record.request_id)).toBe(true);
  });

  it("creates a 3D task with an empty task_id, as the seed shows", async () => {
    const record = await accepted({ ...threeD, image: PNG_DATA_URI });
    expect(record).toMatchObject({ action: "3D_GENERATION", status: "SUBMITTING", task_id: "", progress: "0%" });
  });

  it.each([
    [
      "image-to-video from a URL",
      { model: "minimax/i2v-01-director", first_frame_image: "https://example.com/a.jpg", prompt: "Zoom [Zoom in]" },
    ],
    ["image-to-video from a data URI", { model: "minimax/i2v-01-live", first_frame_image: PNG_DATA_URI }],
    [
      "subject reference",
      {
        model: "minimax/s2v-01",
        prompt: "She waves",
        subject_reference: [{ type: "character", image: [PNG_DATA_URI] }],
      },
    ],
    ["a 3D request with no flags (vendor defaults)", { model: threeD.model, image: "https://example.com/cat.png" }],
    ["the short flags", { ...threeD, prompt: "--SL medium --ff=usdz" }],
    ["a level Seed3D 2.0 offers", { ...threeD, model: "bytedance/doubao-seed3d-2.0", prompt: "--sl high --ff usdz" }],
    ["any level for a 3D id the catalog does not know", { ...threeD, model: "acme/seed3d-x", prompt: "--sl low" }],
  ])("accepts %s", async (_name, body) => {
    expect((await accepted(body)).status).toBe("SUBMITTING");
  });
});
