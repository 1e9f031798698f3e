import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../contract/status.ts";
import { ApiError } from "../../lib/api-error.ts";
import { makeEntry, record } from "../../test/deck-entries.ts";
import { pollDelay, pollInterval, pollsWhileHidden, type PollFacts, type PollState } from "./poll-rules.ts";

const NOW = 1_750_000_000_000 + 10_000;
const idle: PollState = { data: undefined, error: null, dataUpdatedAt: 0, errorUpdatedAt: 0 };
const running = (status = "IN_PROGRESS", patch = {}) =>
  makeEntry({ submittedAt: NOW - 10_000, record: record({ request_id: "r", status }), ...patch });
const failed = (error: Error): PollState => ({ ...idle, error, errorUpdatedAt: 5 });

const FACTS = { ageMs: 10_000, baseMs: 3_000, error: null, status: "QUEUED", hidden: false };
const at = ({ failures = 0, ...patch }: Partial<PollFacts> & { failures?: number }) =>
  pollDelay({
    ...FACTS,
    entry: running("QUEUED", { failedChecks: failures }),
    ...(failures > 0 ? { error: new Error("boom") } : {}),
    ...patch,
  });

describe("the pace (pollDelay)", () => {
  it("polls briskly at first and more slowly for long tasks", () => {
    expect(at({ ageMs: 0 })).toBe(3_000);
    expect(at({ ageMs: 59_999 })).toBe(3_000);
    expect(at({ ageMs: 60_000 })).toBe(6_000);
    expect(at({ ageMs: 5 * 60_000 })).toBe(15_000);
    expect(at({ ageMs: 5 * 60_000, baseMs: 10_000 })).toBe(50_000);
  });

  it("honours the base interval from the settings, never below a second", () => {
    expect(at({ baseMs: 8_000 })).toBe(8_000);
    expect(pollInterval(idle, running(), 10, NOW)).toBe(1_000);
  });

  it("backs off after failed polls, up to a minute", () => {
    expect([1, 2, 3, 10].map((failures) => at({ failures }))).toEqual([6_000, 12_000, 24_000, 60_000]);
  });

  it("polls an undocumented status slowly", () => {
    expect(at({ status: "WAITING_FOR_GPU" })).toBe(30_000);
  });
});

describe("pollInterval: the query's state plus the ledger entry", () => {
  it.each(["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT"])("stops at %s", (status) => {
    expect(pollInterval(idle, running(status), 3_000, NOW)).toBe(false);
  });

  it("keeps polling every other documented status", () => {
    const other = TASK_STATUSES.filter((s) => !["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT"].includes(s));
    expect(other.map((status) => pollInterval(idle, running(status), 3_000, NOW))).toEqual(other.map(() => 3_000));
  });

  it("stops for a task paused for a token, forgotten, or not followed", () => {
    expect(pollInterval(idle, running("QUEUED", { pollPaused: true }), 3_000, NOW)).toBe(false);
    expect(pollInterval(idle, running("QUEUED", { gone: true }), 3_000, NOW)).toBe(false);
    expect(pollInterval(idle, running("QUEUED", { unfollowed: true }), 3_000, NOW)).toBe(false);
  });

  it("stops at once on a final answer, a 404 or a 401 the ledger does not hold yet", () => {
    const done: PollState = { ...idle, data: record({ request_id: "r", status: "COMPLETED" }), dataUpdatedAt: 5 };
    expect(pollInterval(done, running(), 3_000, NOW)).toBe(false);
    expect(pollInterval(failed(new ApiError("http", "gone", { status: 404 })), running(), 3_000, NOW)).toBe(false);
    expect(pollInterval(failed(new ApiError("http", "no", { status: 401 })), running(), 3_000, NOW)).toBe(false);
  });

  it("backs off by the failures in a row the ledger counted, and at least one while the last check failed", () => {
    const error = failed(new ApiError("http", "boom", { status: 500 }));
    expect(pollInterval(error, running("QUEUED", { failedChecks: 0 }), 1_000, NOW)).toBe(2_000);
    expect(pollInterval(error, running("QUEUED", { failedChecks: 3 }), 1_000, NOW)).toBe(8_000);
    // A good answer since: back to the base, whatever the ledger still says.
    const recovered = { ...error, dataUpdatedAt: 9, data: record({ request_id: "r", status: "QUEUED" }) };
    expect(pollInterval(recovered, running("QUEUED", { failedChecks: 3 }), 1_000, NOW)).toBe(1_000);
  });
});

describe("the pace while the tab is hidden", () => {
  it("is a quarter of the visible pace, at most every 15 s and at least every 2 min", () => {
    const hidden = (baseMs: number) => at({ baseMs, hidden: true });
    expect([1_000, 3_000, 6_000, 15_000, 60_000].map(hidden)).toEqual([15_000, 15_000, 24_000, 60_000, 120_000]);
  });

  it("applies to a running task's interval, and a final one still stops", () => {
    expect(pollInterval(idle, running(), 3_000, NOW, true)).toBe(15_000);
    expect(pollInterval(idle, running(), 3_000, NOW, false)).toBe(3_000);
    expect(pollInterval(idle, running("COMPLETED"), 3_000, NOW, true)).toBe(false);
  });

  it("goes on in a hidden tab only when the settings say slower", () => {
    expect([pollsWhileHidden("slower"), pollsWhileHidden("never")]).toEqual([true, false]);
  });
});
