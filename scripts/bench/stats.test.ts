import { describe, expect, it } from "vitest";
import { maxInWindow, minGap, percentile, summarize } from "./stats.ts";

describe("percentile", () => {
  it("interpolates between the closest ranks", () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBeCloseTo(48);
    expect(percentile([4, 1, 3, 2], 0)).toBe(1);
    expect(percentile([4, 1, 3, 2], 100)).toBe(4);
  });

  it("gives the one value of a single sample, and NaN for none", () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe("summarize", () => {
  it("reports count, median, p95 and max", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(values)).toEqual({ count: 100, p50: 50.5, p95: 95.05, max: 100 });
  });

  it("is NaN throughout for no values", () => {
    expect(summarize([])).toEqual({ count: 0, p50: NaN, p95: NaN, max: NaN });
  });
});

describe("maxInWindow", () => {
  it("counts the busiest window, its end excluded", () => {
    expect(maxInWindow([0, 3000, 6000, 9000], 3000)).toBe(1);
    expect(maxInWindow([0, 2999, 6000], 3000)).toBe(2);
    expect(maxInWindow([5000, 0, 100, 200], 1000)).toBe(3);
  });

  it("is 0 for no events", () => {
    expect(maxInWindow([], 3000)).toBe(0);
  });
});

describe("minGap", () => {
  it("finds the shortest gap between consecutive events", () => {
    expect(minGap([9000, 0, 3000, 5000])).toBe(2000);
    expect(minGap([1])).toBe(Infinity);
  });
});
