import { describe, expect, it } from "vitest";
import { makeGridRun, modelAxis, promptAxis } from "../../../test/grid-runs.ts";
import { cellName, runGrid, valueLabel } from "./run-grid.ts";

describe("run grid", () => {
  it("puts the first axis down the rows and the second across, repeats as sub-cells", () => {
    const run = makeGridRun({ axes: [promptAxis("a cat", "a dog"), modelAxis("m1", "m2", "m3")], repeats: 2 });
    const grid = runGrid(run);
    expect(grid.rowAxis).toBe("Prompt");
    expect(grid.columnAxis).toBe("Model");
    expect(grid.rows.map((row) => row.label)).toEqual(["a cat", "a dog"]);
    expect(grid.columns.map((column) => column.label)).toEqual(["m1", "m2", "m3"]);
    expect(grid.subs.map((sub) => sub.label)).toEqual(["repeat 1", "repeat 2"]);
    expect(grid.cellsAt(1, 2).map((cell) => cell?.key)).toEqual(["1.2#0", "1.2#1"]);
  });

  it("walks the grid row by row, each grid cell's sub-cells in turn", () => {
    const run = makeGridRun({
      axes: [promptAxis("a", "b"), modelAxis("m1", "m2"), { kind: "moves", values: ["[Pan left]", "[Zoom in]"] }],
    });
    // The builder's own order may differ: grid order is the view's.
    const shuffled = { ...run, cells: [...run.cells].reverse() };
    expect(runGrid(shuffled).order.map((cell) => cell.key)).toEqual([
      "0.0.0#0",
      "0.0.1#0",
      "0.1.0#0",
      "0.1.1#0",
      "1.0.0#0",
      "1.0.1#0",
      "1.1.0#0",
      "1.1.1#0",
    ]);
    expect(runGrid(run).subs.map((sub) => sub.label)).toEqual(["[Pan left]", "[Zoom in]"]);
  });

  it("makes one row and one column of a run without axes", () => {
    const run = makeGridRun({ repeats: 3 });
    const grid = runGrid(run);
    expect([grid.rows.length, grid.columns.length, grid.rowAxis]).toEqual([1, 1, ""]);
    expect(grid.order.map((cell) => cell.key)).toEqual(["#0", "#1", "#2"]);
    expect(cellName(run, run.cells[1]!)).toBe("repeat 2");
  });

  it("names a cell by its values, cuts long ones, and numbers images", () => {
    const long = "x".repeat(80);
    const run = makeGridRun({
      axes: [
        { kind: "prompt", values: ["dog", long], term: "cat" },
        { kind: "image", values: ["data:image/png;base64,AAAA"] },
      ],
    });
    expect(cellName(run, run.cells[0]!)).toBe("Prompt (cat →): dog · Source images: Image 1");
    expect(valueLabel(run.plan.axes[0]!, 1)).toBe(`${"x".repeat(60)}…`);
  });
});
