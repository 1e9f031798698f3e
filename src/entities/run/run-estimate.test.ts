import { describe, expect, it } from "vitest";
import { makeEntry, record } from "../../test/deck-entries.ts";
import { estimateRun, medianDuration } from "./run-estimate.ts";

const T0 = 1_750_000_000_000;

/** A task of `model` sent at `at` (ms, whole seconds as the service counts) that ended `seconds` later with `status`. */
const task = (model: string, at: number, seconds: number, status = "COMPLETED") =>
  makeEntry({
    id: `${model}-${at}`,
    body: { model, prompt: "p" },
    submittedAt: at,
    record: record({
      request_id: `r-${at}`,
      task_id: "t",
      status,
      progress: "100%",
      finish_time: (at + seconds * 1000) / 1000,
      data: status === "COMPLETED" ? { video_urls: ["https://cdn.example/v.mp4"] } : {},
    }),
  });

const PACE = { tasksAtOnce: 2, submissionsPerMinute: 30 };

describe("medianDuration", () => {
  it("takes the median of the model's finished tasks, leaving out failed ones and other models", () => {
    const entries = [
      task("a", T0, 60),
      task("a", T0 + 1000, 100),
      task("a", T0 + 2000, 80),
      task("a", T0 + 3000, 5, "FAILED"),
      task("b", T0 + 4000, 999),
    ];
    expect(medianDuration(entries, "a")).toBe(80_000);
    expect(medianDuration(entries.slice(0, 2), "a")).toBe(80_000);
    expect(medianDuration(entries, "c")).toBeNull();
  });

  it("goes by the latest tasks only", () => {
    const entries = [task("a", T0, 500), task("a", T0 + 10000, 60), task("a", T0 + 20000, 60)];
    expect(medianDuration(entries, "a", 2)).toBe(60_000);
  });
});

describe("estimateRun", () => {
  const history = [task("a", T0, 60), task("b", T0, 120)];

  it("shares the cells' time among the tasks at once, never under the slowest cell", () => {
    const bodies = [{ model: "a" }, { model: "a" }, { model: "b" }, { model: "b" }];
    // (60 + 60 + 120 + 120) s over 2 at once; the 4 sends spread over 6 s.
    expect(estimateRun(bodies, history, PACE)).toEqual({ tasks: 4, ms: 180_000, unknown: [] });
    expect(estimateRun([{ model: "b" }], history, { ...PACE, tasksAtOnce: 10 }).ms).toBe(120_000);
  });

  it("waits for the pace of submissions when that is slower", () => {
    const bodies = Array.from({ length: 31 }, () => ({ model: "a" }));
    // 31 sends at 10 a minute: the last leaves after 180 s, and takes 60 s itself (10 at once would take 186 s).
    expect(estimateRun(bodies, history, { tasksAtOnce: 10, submissionsPerMinute: 10 }).ms).toBe(240_000);
  });

  it("has no time when a model has no finished task yet", () => {
    const estimate = estimateRun([{ model: "a" }, { model: "new" }], history, PACE);
    expect(estimate).toEqual({ tasks: 2, ms: null, unknown: ["new"] });
  });
});
