import { describe, expect, it } from "vitest";
import { cancelRemaining, unsentCells } from "../../../contract/run.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { makeRun } from "../../../test/runs.ts";
import { describeSubmitError } from "../../../lib/failure/describe-error.ts";
import { claimCell, pauseFor, takeOver } from "./run-state.ts";

const OPENED = 2_000;

describe("takeOver (the tab that sent went away)", () => {
  const run = makeRun({ createdAt: 1_000 }, 3);
  run.cells[0]!.entryId = "in-ledger";
  run.cells[1]!.entryId = "not-in-ledger";
  const change = takeOver((id) => id === "in-ledger", OPENED)(run);
  const after = { ...run, ...change };

  it("never resends a cell whose entry the ledger holds, and sends again one it does not", () => {
    expect(after.cells.map((cell) => cell.entryId)).toEqual(["in-ledger", null, null]);
    expect(unsentCells(after).map((cell) => cell.key)).toEqual([run.cells[1]!.key, run.cells[2]!.key]);
  });

  it("brings a run that was sending back paused, and leaves alone one made since the page opened", () => {
    expect(after.pause?.reason).toBe("reload");
    expect(takeOver(() => true, OPENED)(makeRun({ createdAt: OPENED + 1 }))).toEqual({});
    expect(takeOver(() => true, OPENED)(makeRun({ createdAt: 1, pause: { reason: "user", message: "" } }))).toEqual({});
  });
});

describe("run changes", () => {
  it("claims only a cell still unsent in a run still sending", () => {
    const run = makeRun();
    expect(claimCell(run.cells[0]!.key, "e1")(run).cells?.[0]?.entryId).toBe("e1");
    expect(claimCell(run.cells[0]!.key, "e1")({ ...run, pause: { reason: "user", message: "" } })).toEqual({});
    const sent = { ...run, cells: run.cells.map((cell) => ({ ...cell, entryId: "other" })) };
    expect(claimCell(run.cells[0]!.key, "e1")(sent)).toEqual({});
  });

  it("cancels only the cells not yet sent", () => {
    const run = makeRun({}, 2);
    run.cells[0]!.entryId = "sent";
    expect(cancelRemaining(run).cells?.map((cell) => cell.cancelled)).toEqual([false, true]);
  });

  it("pauses on 401, 429, 5xx and no answer; not on a refusal of one cell", () => {
    const reason = (error: ApiError) => pauseFor(error, describeSubmitError(error, "t"))?.reason ?? null;
    expect(reason(new ApiError("http", "x", { status: 401 }))).toBe("auth");
    expect(reason(new ApiError("http", "x", { status: 429 }))).toBe("rate");
    expect(reason(new ApiError("http", "x", { status: 503 }))).toBe("server");
    expect(reason(new ApiError("timeout", "x"))).toBe("server");
    expect(reason(new ApiError("http", "x", { status: 400 }))).toBeNull();
  });
});
