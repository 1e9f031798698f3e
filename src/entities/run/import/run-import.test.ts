import { describe, expect, it } from "vitest";
import { makeGridRun, promptAxis } from "../../../test/grid-runs.ts";
import { mergeImportedRun } from "./run-import.ts";

const incoming = makeGridRun({ axes: [promptAxis("a", "b", "c")], baseline: true, presetId: "p" });
incoming.cells[2] = { ...incoming.cells[2]!, entryId: null };
const placed = new Map([["run-1:0#0", "run-1:0#0~other"]]);

describe("importing a run", () => {
  it("names the tasks where the history merge put them, and comes paused when cells are left to send", () => {
    const run = mergeImportedRun(undefined, incoming, placed, false);
    expect(run.cells.map((cell) => cell.entryId)).toEqual(["run-1:0#0~other", "run-1:1#0", null]);
    expect(run.pause).toEqual({
      reason: "user",
      message: "Imported with 1 cell not yet sent: Resume sends it from this browser.",
    });
    expect(run.baseline).toBe(true);
    // A preset keeps one baseline: the one here stays it.
    expect(mergeImportedRun(undefined, incoming, placed, true).baseline).toBe(false);
  });

  it("merges into the run already here without overwriting a cell sent here", () => {
    const here = makeGridRun({ axes: [promptAxis("a", "b", "c")], sent: false, presetId: "p", name: "Mine" });
    here.cells[1] = { ...here.cells[1]!, entryId: "sent-here" };
    const run = mergeImportedRun(here, incoming, placed, false);
    expect(run.cells.map((cell) => cell.entryId)).toEqual(["run-1:0#0~other", "sent-here", null]);
    expect(run.cells).toHaveLength(3);
    expect([run.name, run.pause]).toEqual(["Mine", null]);
  });
});
