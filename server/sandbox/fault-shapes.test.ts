import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ERROR_SHAPES, ERROR_STATUSES, readErrorBody } from "../../src/contract/error-body.ts";
import { SUCCESS_CODE } from "../../src/contract/record.ts";
import { post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";

// The sandbox answers every error shape services use, on demand, so the app's reading of each
// is tested against real answers (SERVICE-NOTES, "Errors" and its second pass).

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox()));
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const submit = () => post(sandbox.submitUrl, { model: "minimax/t2v-01-director", prompt: "A fox" });
const arm = (fault: Record<string, unknown>) => post(`${sandbox.url}/__sandbox/faults`, fault, {});

describe("error shapes on demand", () => {
  it("writes a 400 naming its field in the nested shape by default", async () => {
    await arm({ kind: "http-error", param: "first_frame_image" });
    const response = await submit();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        type: "validation_error",
        code: "invalid_parameter_value",
        param: "first_frame_image",
        message: "first_frame_image was rejected by the service (sandbox fault).",
      },
    });
  });

  it("writes the flat shape with the same four fields at the top", async () => {
    await arm({ kind: "http400", param: "prompt", shape: "flat" });
    const response = await submit();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "invalid_parameter_value",
      message: "prompt was rejected by the service (sandbox fault).",
      param: "prompt",
      type: "validation_error",
    });
  });

  it("writes a bare message, or no body at all", async () => {
    await arm({ kind: "http500", shape: "message" });
    const bare = await submit();
    expect(bare.status).toBe(500);
    expect(await bare.json()).toEqual({ message: "Internal server error (sandbox fault)." });
    await arm({ kind: "http-error", status: 503, shape: "empty" });
    const empty = await submit();
    expect(empty.status).toBe(503);
    expect(empty.headers.get("content-type")).toBeNull();
    expect(await empty.text()).toBe("");
  });

  it.each(
    Object.entries(ERROR_STATUSES).flatMap(([status, kind]) =>
      ERROR_SHAPES.map((shape) => [Number(status), shape, kind] as const),
    ),
  )("answers %i in the %s shape with its documented type and code", async (status, shape, { type, code }) => {
    await arm({ kind: "http-error", status, shape });
    const response = await submit();
    expect(response.status).toBe(status);
    const reading = readErrorBody(shape === "empty" ? undefined : await response.json());
    if (shape === "empty" || shape === "message") expect(reading?.type ?? null).toBeNull();
    else expect(reading).toMatchObject({ type, code, param: status === 400 ? "prompt" : null });
    expect(sandbox.state.tasks.size).toBe(0);
  });

  it("answers 200 with an envelope whose code is not success, creating nothing", async () => {
    await arm({ kind: "rejected", param: "prompt" });
    const response = await submit();
    expect(response.status).toBe(200);
    const json = (await response.json()) as { code: string; data: unknown };
    expect(json.code).not.toBe(SUCCESS_CODE);
    expect(json).toMatchObject({ param: "prompt", data: null });
    expect(sandbox.state.tasks.size).toBe(0);
  });

  it("refuses a status the service does not document, and an unknown shape", async () => {
    expect((await arm({ kind: "http-error", status: 418 })).status).toBe(400);
    expect((await arm({ kind: "http-error", shape: "xml" })).status).toBe(400);
  });
});
