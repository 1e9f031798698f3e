import { describe, expect, it } from "vitest";
import { EMPTY_VERDICT } from "../../../entities/verdict/verdict.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import { makeGridRun, modelAxis, promptAxis } from "../../../test/grid-runs.ts";
import { runEntries } from "../../../test/run-entries.ts";
import { baselineChanges, compareVerdicts, filterCells, findBaseline, type ReviewContext } from "./run-review.ts";

const verdict = (patch: Partial<Verdict>): Verdict => ({ ...EMPTY_VERDICT, updatedAt: 1, ...patch });
const pass = verdict({ outcome: "pass" });
const fail = verdict({ outcome: "fail" });

describe("compare with the baseline", () => {
  it("goes by outcome first, then rating, and says nothing of an unreviewed side", () => {
    expect(compareVerdicts(pass, fail)).toBe("better");
    expect(compareVerdicts(fail, verdict({ outcome: "pass", rating: 1 }))).toBe("worse");
    expect(compareVerdicts(verdict({ outcome: "pass", rating: 2 }), verdict({ outcome: "pass", rating: 4 }))).toBe(
      "worse",
    );
    expect(compareVerdicts(verdict({ rating: 5 }), verdict({ outcome: "fail", rating: 3 }))).toBe("better");
    expect(compareVerdicts(pass, pass)).toBe("same");
    expect(compareVerdicts(pass, verdict({ note: "later" }))).toBeNull();
    expect(compareVerdicts(undefined, pass)).toBeNull();
  });

  it("finds the baseline of the same preset only, and matches cells by their values", () => {
    const axes = [promptAxis("a", "b")];
    const before = makeGridRun({ id: "old", axes, presetId: "p1", baseline: true });
    const other = makeGridRun({ id: "other", axes, presetId: "p2", baseline: true });
    // The preset's values were reordered since: cells still match by value.
    const now = makeGridRun({ id: "new", axes: [promptAxis("b", "a")], presetId: "p1" });
    expect(findBaseline(now, [other, now, before])?.id).toBe("old");
    expect(findBaseline({ ...now, presetId: null }, [before])).toBeNull();
    const verdicts: Record<string, Verdict> = { "old:0#0": pass, "old:1#0": pass, "new:0#0": fail, "new:1#0": pass };
    // new 0#0 is "b" (old 1#0, a pass → now a fail); new 1#0 is "a" (pass both times).
    expect(baselineChanges(now, before, (id) => verdicts[id])).toEqual(
      new Map([
        ["0#0", "worse"],
        ["1#0", "same"],
      ]),
    );
  });
});

describe("run filters", () => {
  const run = makeGridRun({ axes: [promptAxis("a", "b"), modelAxis("m")], repeats: 2 });
  const keys = (cells: { key: string }[]) => cells.map((cell) => cell.key);
  const entries = runEntries(run, {
    "0.0#0": "COMPLETED",
    "0.0#1": "COMPLETED",
    "1.0#0": "COMPLETED",
    "1.0#1": "IN_PROGRESS",
  });
  const verdicts: Record<string, Verdict> = {
    "run-1:0.0#0": pass,
    "run-1:0.0#1": fail,
    "run-1:1.0#0": verdict({ rating: 4 }),
  };
  const context: ReviewContext = {
    entryOf: (id) => entries.get(id),
    verdictOf: (id) => verdicts[id],
    changes: new Map([["1.0#0", "worse"]]),
  };

  it("shows unreviewed results (not cells still running), failed QA, and regressions", () => {
    expect(keys(filterCells(run.cells, "all", context))).toEqual(["0.0#0", "0.0#1", "1.0#0", "1.0#1"]);
    verdicts["run-1:1.0#0"] = verdict({ note: "a note is not a review" });
    expect(keys(filterCells(run.cells, "unreviewed", context))).toEqual(["1.0#0"]);
    expect(keys(filterCells(run.cells, "failed-qa", context))).toEqual(["0.0#1"]);
    expect(keys(filterCells(run.cells, "regressions", context))).toEqual(["1.0#0"]);
  });

  it("shows every repeat of a cell whose repeats were judged differently", () => {
    expect(keys(filterCells(run.cells, "differs", context))).toEqual(["0.0#0", "0.0#1"]);
    verdicts["run-1:0.0#1"] = pass;
    expect(filterCells(run.cells, "differs", context)).toEqual([]);
  });
});
