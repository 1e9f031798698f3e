import { describe, expect, it } from "vitest";
import type { RunPlan } from "../../../contract/run.ts";
import { EMPTY_3D, EMPTY_VIDEO } from "../../../entities/task/form-values.ts";
import { expandPlan } from "./matrix-expand.ts";
import { defaultRunName, newRun } from "./matrix-run.ts";

const plan: RunPlan = {
  family: "video",
  base: { ...EMPTY_VIDEO },
  axes: [{ kind: "prompt", values: ["A fox [Pan left] runs through deep fresh snow at dawn", "A crane"] }],
  repeats: 1,
};
const at = new Date(2026, 10, 24, 9, 5);

describe("defaultRunName", () => {
  it("is the date and time and the first words of the first prompt, camera brackets left out", () => {
    expect(defaultRunName(plan, expandPlan(plan).cells, at)).toBe("2026-11-24 09:05 A fox runs through deep fresh");
  });

  it("names a 3D run by its model", () => {
    const threeD: RunPlan = { family: "3d", base: { ...EMPTY_3D }, axes: [], repeats: 1 };
    expect(defaultRunName(threeD, [], at)).toBe("2026-11-24 09:05 doubao-seed3d-1.0");
  });
});

describe("newRun", () => {
  it("hands over every cell unsent, with only the run's own fields", () => {
    const cells = expandPlan(plan).cells;
    const run = newRun({ id: "r1", name: "n", plan, presetId: "p1", cells, createdAt: 5 });
    const { cells: handed, ...fields } = run;
    expect(fields).toEqual({ id: "r1", name: "n", plan, presetId: "p1", createdAt: 5, pause: null, baseline: false });
    // Each cell as planned, unsent, without what only the builder shows (its number, label, problem).
    expect(handed).toEqual(
      cells.map(({ number: _n, label: _l, problem: _p, ...cell }) => ({ ...cell, entryId: null, cancelled: false })),
    );
    expect(Object.keys(run.cells[0]!)).not.toContain("label");
  });
});
