import { describe, expect, it } from "vitest";
import { cancelRemaining, PAUSED_BY_USER } from "../../contract/run.ts";
import { makeRun } from "../../test/runs.ts";
import { changeOf } from "./workspace-runs.ts";

describe("changeOf: what a change to a run the server sends asks of it", () => {
  const run = makeRun({ sentBy: "server" }, 3);

  it("asks for the person's controls, the name and the baseline", () => {
    expect(changeOf(run, { ...run, pause: PAUSED_BY_USER })).toEqual({ pause: "user" });
    const paused = { ...run, pause: PAUSED_BY_USER };
    expect(changeOf(paused, { ...paused, pause: null })).toEqual({ pause: null });
    expect(changeOf(run, { ...run, ...cancelRemaining(run) })).toEqual({ cancelRemaining: true });
    expect(changeOf(run, { ...run, name: "Foxes", baseline: true })).toEqual({ name: "Foxes", baseline: true });
  });

  it("asks nothing for what only the server changes: cells sent, pauses it decides", () => {
    expect(changeOf(run, run)).toBeNull();
    const sent = { ...run, cells: run.cells.map((cell) => ({ ...cell, entryId: "e" })) };
    expect(changeOf(run, sent)).toBeNull();
    expect(changeOf(run, { ...run, pause: { reason: "server", message: "x" } })).toBeNull();
  });
});
