import { isTerminalStatus } from "../../../../contract/status.ts";
import { describe, expect, it } from "vitest";
import { taskRecordSchema } from "../../../../contract/record.ts";
import { formatDateTime, formatDuration, relativeTime, taskTimes } from "./time.ts";

const T0 = 1_756_000_000; // Unix seconds
const NOW = (T0 + 100) * 1000;

const record = (fields: Record<string, unknown>) =>
  taskRecordSchema.parse({ request_id: "r1", task_id: "", action: "VIDEO_GENERATION", ...fields });

/** Times as the card works them out: counting on only while the status can change. */
const timesOf = (r: ReturnType<typeof record>, now: number) => taskTimes(r, isTerminalStatus(r.status), now);

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [45, "45 s"],
    [59.9, "59 s"],
    [60, "1 min"],
    [200, "3 min 20 s"],
    [3599, "59 min 59 s"],
    [3600, "1 h"],
    [3900, "1 h 5 min"],
    [3959, "1 h 5 min"],
    [26 * 3600 + 60, "26 h 1 min"],
  ])("%s s → %s", (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it("never shows a negative or non-number duration", () => {
    expect(formatDuration(-5)).toBe("0 s");
    expect(formatDuration(Number.NaN)).toBe("0 s");
  });
});

describe("relativeTime", () => {
  const now = 1_000_000_000;
  it.each([
    [now, "just now"],
    [now - 4999, "just now"],
    [now + 4999, "just now"],
    [now - 5000, "5 s ago"],
    [now - 59_000, "59 s ago"],
    [now - 3 * 60_000 - 40_000, "3 min ago"],
    [now + 2 * 60_000, "in 2 min"],
    [now - 2 * 3_600_000, "2 h ago"],
    [now - 3 * 86_400_000, "3 d ago"],
  ])("%s → %s", (then, text) => expect(relativeTime(then, now)).toBe(text));
});

describe("formatDateTime", () => {
  it("gives date and time with seconds in the given locale and zone", () => {
    const ms = Date.UTC(2025, 7, 29, 15, 51, 18);
    expect(formatDateTime(ms, { locale: "en-GB", timeZone: "UTC" })).toBe("29 Aug 2025, 15:51:18");
    expect(formatDateTime(ms, { locale: "en-US", timeZone: "UTC" })).toMatch(/Aug 29, 2025.*3:51:18\sPM/);
    expect(formatDateTime(ms, { locale: "en-GB", timeZone: "Asia/Tokyo" })).toBe("30 Aug 2025, 00:51:18");
  });

  it("defaults to the user's locale and zone", () => {
    const ms = Date.UTC(2025, 7, 29, 15, 51, 18);
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "medium" }).format(ms);
    expect(formatDateTime(ms)).toBe(expected);
  });
});

describe("taskTimes", () => {
  it("turns 0 into null and seconds into milliseconds", () => {
    const times = timesOf(record({ status: "PENDING", submit_time: 0, start_time: 0, finish_time: 0 }), NOW);
    expect(times).toEqual({ submitted: null, started: null, finished: null, queuedFor: null, ranFor: null });
    const submitted = timesOf(record({ status: "PENDING", submit_time: T0 }), NOW).submitted;
    expect(submitted).toEqual({ ms: T0 * 1000 });
  });

  it("counts the wait up to now while the task is queued", () => {
    const times = timesOf(record({ status: "QUEUED", submit_time: T0 }), NOW);
    expect(times.queuedFor).toBe(100);
    expect(times.ranFor).toBeNull();
  });

  it("counts the run up to now while the task runs, the wait up to the start", () => {
    const times = timesOf(record({ status: "IN_PROGRESS", submit_time: T0, start_time: T0 + 30 }), NOW);
    expect(times.queuedFor).toBe(30);
    expect(times.ranFor).toBe(70);
    expect(timesOf(record({ status: "IN_PROGRESS", submit_time: T0, start_time: T0 + 30 }), NOW + 5000).ranFor).toBe(
      75,
    );
  });

  it("keeps an undocumented status running (it is not final)", () => {
    expect(timesOf(record({ status: "PAUSED", submit_time: T0, start_time: T0 + 30 }), NOW).ranFor).toBe(70);
  });

  it("uses the finish time, not now, once the task is final", () => {
    const done = record({ status: "COMPLETED", submit_time: T0, start_time: T0 + 10, finish_time: T0 + 50 });
    expect(timesOf(done, NOW + 999_000)).toMatchObject({ queuedFor: 10, ranFor: 40 });
  });

  it("does not invent an end for a final task without a finish time", () => {
    const done = record({ status: "FAILED", submit_time: T0, start_time: T0 + 10 });
    expect(timesOf(done, NOW)).toMatchObject({ queuedFor: 10, ranFor: null, finished: null });
    const never = record({ status: "TIMEOUT", submit_time: T0 });
    expect(timesOf(never, NOW)).toMatchObject({ queuedFor: null, ranFor: null });
  });

  it("counts the wait up to the stop for a task cancelled before it started", () => {
    const cancelled = record({ status: "CANCELLED", submit_time: T0, finish_time: T0 + 12 });
    expect(timesOf(cancelled, NOW)).toMatchObject({ queuedFor: 12, ranFor: null });
  });

  it("shows clock skew as 0, never as a negative duration", () => {
    const skewed = record({ status: "IN_PROGRESS", submit_time: T0 + 500, start_time: T0 + 400 });
    expect(timesOf(skewed, NOW)).toMatchObject({ queuedFor: 0, ranFor: 0 });
    const ahead = record({ status: "QUEUED", submit_time: T0 + 500 });
    expect(timesOf(ahead, NOW).queuedFor).toBe(0);
    const backwards = record({ status: "COMPLETED", submit_time: T0, start_time: T0 + 9, finish_time: T0 + 3 });
    expect(timesOf(backwards, NOW).ranFor).toBe(0);
  });

  it("has no durations without a submit or start time", () => {
    expect(timesOf(record({ status: "IN_PROGRESS" }), NOW)).toMatchObject({ queuedFor: null, ranFor: null });
  });
});
