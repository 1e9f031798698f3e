import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RATE_WINDOW_MS, waitForSlot, type Pace } from "../../../contract/pace-window.ts";
import { Pacer } from "./pacer.ts";

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

/** Jobs 0..count-1, each answering after `answerMs(job)`; records when each left and the most in flight. */
function harness(count: number, pace: Pace, answerMs: (job: number) => number) {
  const queue = Array.from({ length: count }, (_, i) => i);
  const starts: number[] = [];
  let inFlight = 0;
  let most = 0;
  const pacer = new Pacer<number>({
    pace: () => pace,
    next: () => queue.shift() ?? null,
    send: (job) => {
      starts.push(Date.now());
      most = Math.max(most, ++inFlight);
      return new Promise<void>((resolve) =>
        setTimeout(() => {
          inFlight--;
          resolve();
        }, answerMs(job)),
      );
    },
  });
  return { pacer, starts, most: () => most, left: () => queue.length };
}

/** The most submissions that left within any window of a minute. */
const busiestMinute = (starts: number[]) =>
  Math.max(...starts.map((t) => starts.filter((s) => s >= t && s < t + RATE_WINDOW_MS).length));

describe("Pacer", () => {
  it("never has more than K in flight, and keeps K busy", async () => {
    // Answers take from 0.2 to 9 s, in no order.
    const run = harness(60, { atOnce: 3, perMinute: 1000 }, (job) => 200 + ((job * 7919) % 9000));
    run.pacer.pump();
    expect(run.starts).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(run.left()).toBe(0);
    expect(run.starts).toHaveLength(60);
    expect(run.most()).toBe(3);
  });

  it("never starts more than R in any minute, and goes on when the window moves", async () => {
    const run = harness(100, { atOnce: 10, perMinute: 30 }, () => 100);
    run.pacer.pump();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(run.starts).toHaveLength(30);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(run.starts).toHaveLength(100);
    expect(busiestMinute(run.starts)).toBe(30);
    expect(run.most()).toBeLessThanOrEqual(10);
  });

  it("holds both limits at once with slow answers", async () => {
    const run = harness(80, { atOnce: 2, perMinute: 5 }, (job) => (job % 3) * 4000);
    run.pacer.pump();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(run.starts).toHaveLength(80);
    expect(busiestMinute(run.starts)).toBeLessThanOrEqual(5);
    expect(run.most()).toBeLessThanOrEqual(2);
  });

  it("sends what becomes ready when pumped, goes on after a failed send, and nothing once stopped", async () => {
    const ready: string[] = [];
    const sent: string[] = [];
    const pacer = new Pacer<string>({
      pace: () => ({ atOnce: 1, perMinute: 30 }),
      next: () => ready.shift() ?? null,
      send: (job) => {
        sent.push(job);
        return Promise.reject(new Error("refused"));
      },
    });
    pacer.pump();
    ready.push("a", "b");
    pacer.pump();
    await vi.advanceTimersByTimeAsync(10);
    expect(sent).toEqual(["a", "b"]);
    pacer.stop();
    ready.push("c");
    pacer.pump();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual(["a", "b"]);
  });
});

describe("waitForSlot", () => {
  const pace = { atOnce: 2, perMinute: 3 };
  it("waits for an answer while K are in flight, for the window when R left within it, else not at all", () => {
    expect(waitForSlot(2, [], 0, pace)).toBeNull();
    expect(waitForSlot(1, [0, 10], 100, pace)).toBe(0);
    expect(waitForSlot(0, [0, 10, 20], 100, pace)).toBe(RATE_WINDOW_MS - 100);
    expect(waitForSlot(0, [0, 10, 20], RATE_WINDOW_MS, pace)).toBe(0);
  });
});
