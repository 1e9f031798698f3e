import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../contract/status.ts";
import { pollDelay, type PollInput } from "./poll-interval.ts";

const at = (patch: Partial<PollInput>): number | false =>
  pollDelay({ status: "IN_PROGRESS", ageMs: 10_000, baseMs: 3_000, failures: 0, paused: false, gone: false, ...patch });

describe("pollDelay", () => {
  it.each(["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT"])("stops at %s", (status) => {
    expect(at({ status })).toBe(false);
  });

  it("keeps polling every other documented status", () => {
    const running = TASK_STATUSES.filter((s) => !["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT"].includes(s));
    expect(running.map((status) => at({ status }))).toEqual(running.map(() => 3_000));
  });

  it("stops when paused for a token or forgotten by the server", () => {
    expect(at({ paused: true })).toBe(false);
    expect(at({ gone: true })).toBe(false);
  });

  it("polls briskly at first and more slowly for long tasks", () => {
    expect(at({ ageMs: 0, status: null })).toBe(3_000);
    expect(at({ ageMs: 59_999 })).toBe(3_000);
    expect(at({ ageMs: 60_000 })).toBe(6_000);
    expect(at({ ageMs: 5 * 60_000 })).toBe(15_000);
    expect(at({ ageMs: 5 * 60_000, baseMs: 10_000 })).toBe(50_000);
  });

  it("honours the base interval from the settings, never below a second", () => {
    expect(at({ baseMs: 8_000 })).toBe(8_000);
    expect(at({ baseMs: 10 })).toBe(1_000);
  });

  it("backs off after failed polls, up to a minute", () => {
    expect([1, 2, 3, 10].map((failures) => at({ failures }))).toEqual([6_000, 12_000, 24_000, 60_000]);
  });

  it("polls an undocumented status slowly but does not stop", () => {
    expect(at({ status: "PAUSED_BY_OPERATOR" })).toBe(30_000);
  });
});
