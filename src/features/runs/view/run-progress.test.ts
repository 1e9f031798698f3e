import { describe, expect, it } from "vitest";
import { makeGridRun, modelAxis, promptAxis } from "../../../test/grid-runs.ts";
import { runEntries } from "../../../test/run-entries.ts";
import { makeEntry } from "../../../test/deck-entries.ts";
import { cellPhase, elapsedText, progressText, runElapsed, runProgress } from "./run-progress.ts";

const run = makeGridRun({ axes: [promptAxis("a", "b", "c"), modelAxis("m1", "m2")], repeats: 2 });

describe("run progress", () => {
  it("counts a failed task as finished, and says what runs", () => {
    const statuses = Object.fromEntries(run.cells.map((cell, i) => [cell.key, i < 9 ? "COMPLETED" : "IN_PROGRESS"]));
    statuses[run.cells[0]!.key] = "FAILED";
    const entries = runEntries(run, statuses);
    const progress = runProgress(run, (id) => entries.get(id));
    expect(progress).toMatchObject({ total: 12, finished: 9, done: 8, failed: 1, running: 3 });
    expect(progressText(progress)).toBe("9 of 12 finished, 1 failed, 3 running");
  });

  it("counts cells not sent and cancelled ones", () => {
    const cells = run.cells.map((cell, i) => (i < 2 ? { ...cell, entryId: null, cancelled: i === 1 } : cell));
    const partial = { ...run, cells };
    const entries = runEntries(partial, Object.fromEntries(cells.map((cell) => [cell.key, "COMPLETED"])));
    const progress = runProgress(partial, (id) => entries.get(id));
    expect(progressText(progress)).toBe("10 of 12 finished, 1 not sent, 1 cancelled");
  });

  it("takes a cell whose entry is not stored yet for one being sent, and a refused one for failed", () => {
    const [first, second] = run.cells;
    expect(cellPhase(first!, () => undefined)).toBe("running");
    const refused = makeEntry({ state: "refused", requestId: null });
    expect(cellPhase(second!, () => refused)).toBe("failed");
  });
});

describe("run time", () => {
  it("runs on with the clock until nothing is left to run, then stops at the last task's end", () => {
    const running = runEntries(run, { [run.cells[0]!.key]: "IN_PROGRESS" });
    const now = run.createdAt + 45_000;
    const first = runElapsed(run, (id) => running.get(id), now);
    expect(first).toEqual({ ms: 45_000, done: false });
    expect(elapsedText(first)).toBe("Running for 45 s");
    const done = runEntries(run, Object.fromEntries(run.cells.map((cell) => [cell.key, "COMPLETED"])));
    const last = runElapsed(run, (id) => done.get(id), now + 3_600_000);
    // cellEntry finishes every task a minute after the run began.
    expect(elapsedText(last)).toBe("Took 1 min");
  });
});
