import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TOKEN, post, startSandbox, type TestSandbox } from "../../server/test/sandbox-server.ts";
import { ERROR_SHAPES } from "../contract/error-body.ts";
import { describeSubmitError, remedyOf } from "./failure/describe-error.ts";
import { ApiError } from "./api-error.ts";
import { submitGeneration, type Endpoint } from "./api-client.ts";

// Every error shape a service uses, answered by the sandbox over real HTTP and read by the
// client: a named field lands at its field, and every message is one clean sentence.

let sandbox: TestSandbox;
let endpoint: Endpoint;
beforeAll(async () => {
  sandbox = await startSandbox();
  endpoint = { baseUrl: sandbox.url, token: TOKEN };
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" });
});

const body = { model: "minimax/t2v-01-director", prompt: "A fox" };
const arm = async (fault: Record<string, unknown>) =>
  expect((await post(`${sandbox.url}/__sandbox/faults`, fault, {})).status).toBe(201);

async function refusal() {
  const error = await submitGeneration(endpoint, body).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return describeSubmitError(error, TOKEN);
}

const NO_DOUBLE = /[.。][.。]|\s\./;

describe("the client reads every error shape the sandbox answers", () => {
  it.each(ERROR_SHAPES.filter((shape) => shape !== "empty"))(
    "a 400 in the %s shape names its message, and its field when the body carries one",
    async (shape) => {
      await arm({ kind: "http-error", status: 400, param: "first_frame_image", shape });
      const report = await refusal();
      expect(report.message).toBe(
        "The service rejected the request: first_frame_image was rejected by the service (sandbox fault).",
      );
      expect(report.param).toBe(shape === "message" ? null : "first_frame_image");
      expect(remedyOf(report)).toEqual(shape === "message" ? null : { kind: "field", param: "first_frame_image" });
    },
  );

  it("a 400 with no body says no reason was given", async () => {
    await arm({ kind: "http-error", status: 400, shape: "empty" });
    const report = await refusal();
    expect(report).toMatchObject({
      message: "The service rejected the request: no reason given (HTTP 400).",
      param: null,
    });
  });

  it("a 200 whose code is not success lands its field too", async () => {
    await arm({ kind: "rejected", param: "prompt" });
    const report = await refusal();
    expect(report.message).toBe("The service refused the request: prompt was rejected by the service (sandbox fault).");
    expect(remedyOf(report)).toEqual({ kind: "field", param: "prompt" });
  });

  it.each(ERROR_SHAPES)("a 401 in the %s shape sends the person to the connection settings", async (shape) => {
    await arm({ kind: "http-error", status: 401, shape });
    const report = await refusal();
    expect(report.auth).toBe(true);
    expect(remedyOf(report)).toEqual({ kind: "settings" });
  });

  it.each([
    [503, "flat", "The service failed (HTTP 503): service_unavailable (sandbox fault). Try again in a moment."],
    [503, "empty", "The service failed (HTTP 503): no reason given (HTTP 503). Try again in a moment."],
    [500, "message", "The service failed (HTTP 500): Internal server error (sandbox fault). Try again in a moment."],
    [429, "nested", "Too many requests (HTTP 429): rpm_limit_exceeded (sandbox fault). Wait a moment, then try again."],
    [403, "flat", "The service answered HTTP 403: permission_denied (sandbox fault)."],
    [402, "empty", "The service answered HTTP 402: no reason given (HTTP 402)."],
  ] as const)("a %i in the %s shape says what happened, once punctuated", async (status, shape, message) => {
    await arm({ kind: "http-error", status, shape });
    const report = await refusal();
    expect(report.message).toBe(message);
    expect(report.message).not.toMatch(NO_DOUBLE);
    expect(report.param).toBeNull();
  });
});
