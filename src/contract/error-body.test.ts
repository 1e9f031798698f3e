import { describe, expect, it } from "vitest";
import { errorBody, errorBodySchema } from "./error-body.ts";

describe("error body", () => {
  it("round-trips the documented shape", () => {
    const body = errorBody({ message: "bad key", type: "authentication_error", code: "invalid_api_key", param: null });
    expect(errorBodySchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it("reads odd shapes without losing the message", () => {
    const parsed = errorBodySchema.parse({ error: { message: "slow down", code: 429, extra: true } });
    expect(parsed.error).toMatchObject({ message: "slow down", code: 429, type: null, param: null, extra: true });
  });

  it("does not mistake another body for an error body", () => {
    expect(errorBodySchema.safeParse({ code: "success", data: {} }).success).toBe(false);
  });
});
