import { describe, expect, it } from "vitest";
import { countPolls, type TaskGet } from "./poll-counts.ts";

const windows = {
  live: new Set(["a", "b"]),
  finished: new Set(["done"]),
  visibleFrom: 0,
  hiddenFrom: 30_000,
  intervalMs: 3_000,
};

const every = (id: string, from: number, to: number, step: number): TaskGet[] =>
  Array.from({ length: Math.floor((to - from) / step) }, (_, i) => ({ id, at: from + i * step }));

describe("countPolls", () => {
  it("counts the visible polls of live tasks, per minute and per task", () => {
    const counts = countPolls([...every("a", 0, 30_000, 3_010), ...every("b", 500, 30_000, 6_000)], windows);
    expect(counts).toMatchObject({ visibleGets: 9 + 4, perMinute: 26, tasksPolled: 2, maxPerInterval: 1 });
    expect(counts.shortestGapMs).toBe(3_010);
  });

  it("tolerates a little jitter but not a second poll within the interval", () => {
    const jittered = countPolls(every("a", 0, 30_000, 2_950), windows);
    expect(jittered.maxPerInterval).toBe(1);
    const doubled = countPolls([...every("a", 0, 30_000, 3_000), { id: "a", at: 1_000 }], windows);
    expect(doubled.maxPerInterval).toBe(2);
    expect(doubled.shortestGapMs).toBe(1_000);
  });

  it("counts polls of finished tasks at any time, and polls once hidden apart from those under way", () => {
    const counts = countPolls(
      [
        { id: "done", at: 40_000 },
        { id: "a", at: 30_002 },
        { id: "a", at: 33_000 },
      ],
      windows,
    );
    expect(counts).toMatchObject({ finishedGets: 1, atSwitchGets: 1, hiddenGets: 2, visibleGets: 0, tasksPolled: 0 });
    expect(counts.shortestGapMs).toBe(Infinity);
  });
});
