import { afterEach, describe, expect, it } from "vitest";
import { taskRecordSchema } from "../../contract/record.ts";
import { activateLocale } from "../../i18n/catalogs.ts";
import { ApiError } from "../../lib/api-error.ts";
import { pollAnswerPatch, pollFailurePatch, readPollError } from "../../lib/poll-answer.ts";
import { pollErrorText } from "./poll-error-text.ts";

afterEach(() => activateLocale("en"));

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
      pollError: { code: "token" },
    });
    expect(pollErrorText(patch.pollError!)).toMatch(/Fix it in Connection settings/);
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
    expect(patch).toEqual({ pollError: expect.objectContaining({ code: expect.any(String) }), failedChecks: 1 });
    expect(pollErrorText(patch.pollError!)).toBe(`The last check got ${what}.`);
    expect(patch).not.toHaveProperty("record");
  });
});

describe("a stored poll failure", () => {
  it("is worded in the interface's language when it is shown; the service's words stay as said", async () => {
    const stored = pollFailurePatch(new ApiError("rejected", "not yours", { status: 200 }), after(0)).pollError!;
    await activateLocale("zh-CN");
    expect(pollErrorText(stored)).toBe("上次检查被拒绝：not yours。");
    expect(pollErrorText({ code: "http", status: 502 })).toBe("上次检查收到 HTTP 502。");
  });

  it("reads what an earlier version stored (text, shown as it is) and what this one stores (a code)", () => {
    expect(readPollError("The last check got HTTP 500.")).toBe("The last check got HTTP 500.");
    expect(pollErrorText(readPollError("上次检查失败。")!)).toBe("上次检查失败。");
    expect(readPollError({ code: "http", status: 500 })).toEqual({ code: "http", status: 500 });
    expect(readPollError({ code: "rejected", reason: "no" })).toEqual({ code: "rejected", reason: "no" });
    expect(readPollError({ code: "timeout" })).toEqual({ code: "timeout" });
    expect(readPollError(undefined)).toBeNull();
    expect(readPollError(null)).toBeNull();
    expect(readPollError({ code: "from-the-future" })).toBeNull();
    // Facts missing or of another type read as unknown; facts a code does not keep are dropped.
    expect(readPollError({ code: "rejected" })).toEqual({ code: "rejected", reason: "" });
    expect(readPollError({ code: "http", status: "500" })).toEqual({ code: "http", status: null });
    expect(readPollError({ code: "network", reason: "no" })).toEqual({ code: "network" });
  });
});
