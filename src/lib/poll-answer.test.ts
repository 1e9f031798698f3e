import { describe, expect, it } from "vitest";
import { taskRecordSchema } from "../contract/record.ts";
import { ApiError } from "./api-error.ts";
import { pollAnswerPatch, pollFailurePatch } from "./poll-answer.ts";

const after = (failedChecks: number) => ({ failedChecks });

describe("pollAnswerPatch", () => {
  it("takes the record and ends a run of failures", () => {
    const record = taskRecordSchema.parse({ request_id: "r", status: "QUEUED" });
    expect(pollAnswerPatch(record, 5)).toEqual({
      record,
      updatedAt: 5,
      pollError: null,
      pollPaused: false,
      failedChecks: 0,
    });
  });
});

describe("pollFailurePatch", () => {
  it("marks a 404 as forgotten by the server, with no retry note", () => {
    expect(pollFailurePatch(new ApiError("http", "No task", { status: 404 }), after(0))).toEqual({
      gone: true,
      pollError: null,
      failedChecks: 1,
    });
  });

  it("pauses on a 401 and says how to resume", () => {
    const patch = pollFailurePatch(new ApiError("http", "bad key", { status: 401 }), after(0));
    expect(patch).toMatchObject({
      pollPaused: true,
      pollError: expect.stringMatching(/Fix it in Connection settings/),
    });
  });

  it("counts the failures in a row", () => {
    expect(pollFailurePatch(new ApiError("http", "boom", { status: 500 }), after(2)).failedChecks).toBe(3);
  });

  it.each([
    [new ApiError("http", "boom", { status: 500 }), "HTTP 500"],
    [new ApiError("network", "x"), "no answer (connection failed)"],
    [new ApiError("timeout", "x"), "no answer in time"],
    [new ApiError("invalid-response", "x", { status: 200 }), "an unreadable answer"],
    [new ApiError("rejected", "not yours", { status: 200 }), "a refusal: not yours"],
  ])("keeps the last record and says what the check got (%s)", (error, what) => {
    const patch = pollFailurePatch(error, after(0));
    expect(patch).toEqual({ pollError: `The last check got ${what}.`, failedChecks: 1 });
    expect(patch).not.toHaveProperty("record");
  });
});
