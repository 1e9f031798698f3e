import { describe, expect, it } from "vitest";
import { ERROR_SHAPES, errorBody, errorBodySchema, readErrorBody, shapedErrorBody } from "./error-body.ts";

const detail = { message: "bad image", type: "validation_error", code: "invalid_parameter_value", param: "image" };

describe("error body", () => {
  it("round-trips the documented shape", () => {
    const body = errorBody({ message: "bad key", type: "authentication_error", code: "invalid_api_key", param: null });
    expect(errorBodySchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it("reads odd fields without losing the message", () => {
    const parsed = errorBodySchema.parse({ error: { message: "slow down", code: 429, extra: true, param: "  " } });
    expect(parsed.error).toMatchObject({ message: "slow down", code: "429", type: null, param: null, extra: true });
  });
});

describe("readErrorBody", () => {
  it.each(ERROR_SHAPES.filter((shape) => shape !== "empty"))("reads what the %s shape carries", (shape) => {
    const reading = readErrorBody(JSON.parse(JSON.stringify(shapedErrorBody(detail, shape))));
    expect(reading).toMatchObject(shape === "message" ? { message: "bad image", param: null } : detail);
  });

  it.each([
    ["an error string", { error: "quota used up" }, { message: "quota used up" }],
    [
      "a refusal on a 200",
      { code: "invalid_parameter_value", message: "no", param: "prompt", data: null },
      { param: "prompt" },
    ],
    ["only a field", { param: "prompt" }, { message: null, param: "prompt" }],
    ["only a code", { code: 1004 }, { message: null, code: "1004" }],
  ])("reads %s", (_, json, expected) => {
    expect(readErrorBody(json)).toMatchObject(expected);
  });

  it.each([
    ["no body", undefined],
    ["an empty object", {}],
    ["a success envelope", { code: "success", message: "", data: {} }],
    ["text", "<html>502</html>"],
    ["a list", [{ message: "x" }]],
    ["blank fields", { error: { message: " ", param: "" } }],
  ])("finds nothing in %s", (_, json) => {
    expect(readErrorBody(json)).toBeNull();
  });

  it("writes no body for the empty shape", () => {
    expect(shapedErrorBody(detail, "empty")).toBeNull();
  });
});
