import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error.ts";
import { pollFailurePatch } from "./poll-failure.ts";

describe("pollFailurePatch", () => {
  it("marks a 404 as forgotten by the server, with no retry note", () => {
    expect(pollFailurePatch(new ApiError("http", "No task", { status: 404 }))).toEqual({ gone: true, pollError: null });
  });

  it("pauses on a 401 and says how to resume", () => {
    const patch = pollFailurePatch(new ApiError("http", "bad key", { status: 401 }));
    expect(patch).toMatchObject({
      pollPaused: true,
      pollError: expect.stringMatching(/Fix it in Connection settings/),
    });
  });

  it("never repeats the token a server echoes back", () => {
    const patch = pollFailurePatch(
      new ApiError("rejected", "bad token sk-live-123456", { status: 200 }),
      "sk-live-123456",
    );
    expect(patch.pollError).toBe("The last check got a refusal: bad token [redacted].");
  });

  it.each([
    [new ApiError("http", "boom", { status: 500 }), "HTTP 500"],
    [new ApiError("network", "x"), "no answer (connection failed)"],
    [new ApiError("timeout", "x"), "no answer in time"],
    [new ApiError("invalid-response", "x", { status: 200 }), "an unreadable answer"],
  ])("keeps the last record and says what the check got (%s)", (error, what) => {
    const patch = pollFailurePatch(error);
    expect(patch).toEqual({ pollError: `The last check got ${what}.` });
    expect(patch).not.toHaveProperty("record");
  });
});
