import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Run } from "../../contract/run.ts";
import { makeRun } from "../../test/runs.ts";
import { database } from "../../lib/db.ts";
import { storeTabs } from "../../test/store-tabs.ts";
import { RunBook, useRuns } from "./run-book.ts";
import { useRunsPresent } from "./run-presence.ts";

const tab = storeTabs("runs", () => new RunBook());

describe("RunBook", () => {
  it("stores a run that a new book (a reload) reads back, the newest first", async () => {
    const first = await tab();
    await first.add(makeRun({ id: "old", createdAt: 1 }));
    await first.add(makeRun({ id: "new", createdAt: 2 }));
    const reloaded = await tab();
    expect(reloaded.loaded).toBe(true);
    expect(reloaded.list().map((run) => run.id)).toEqual(["new", "old"]);
    expect(reloaded.get("old")).toEqual(makeRun({ id: "old", createdAt: 1 }));
  });

  it("updates from the run as stored, not as this tab last heard of it, so no change is lost", async () => {
    const a = await tab();
    await a.add(makeRun({}, 2));
    // A tab that has not heard of the other's change yet (not listening).
    const deaf = new RunBook();
    await deaf.ready;
    const setEntry = (i: number) => (run: Run) => ({
      cells: run.cells.map((cell, c) => (c === i ? { ...cell, entryId: `e${i}` } : cell)),
    });
    await a.update("run-1", setEntry(0));
    await deaf.update("run-1", setEntry(1));
    const stored = (await tab()).get("run-1");
    expect(stored?.cells.map((cell) => cell.entryId)).toEqual(["e0", "e1"]);
    expect(await a.update("none", { name: "x" })).toBeUndefined();
  });

  it("tells other tabs of every change", async () => {
    const [a, b] = [await tab(), await tab()];
    await a.add(makeRun());
    await waitFor(() => expect(b.get("run-1")?.name).toBe("A run"));
    await a.update("run-1", { pause: { reason: "user", message: "Paused." } });
    await waitFor(() => expect(b.get("run-1")?.pause?.reason).toBe("user"));
    await a.putMany([makeRun({ id: "run-2" })]);
    await waitFor(() => expect(b.get("run-2")).toBeDefined());
    await a.remove("run-1");
    await waitFor(() => expect(b.get("run-1")).toBeUndefined());
  });

  it("reads a pause stored as words only (an earlier version's), one with its answer's facts, and drops facts it cannot read", async () => {
    const db = await database();
    const failure = { kind: "http", status: 500, said: "boom", param: null, detail: "HTTP 500", html: false } as const;
    // As the version before the facts were kept wrote a paused run: its words only, in the language of then.
    await db.put(
      "runs",
      makeRun({ id: "old", pause: { reason: "server", message: "服务出错（HTTP 500）：boom。" } }),
      "old",
    );
    await db.put("runs", makeRun({ id: "new", pause: { reason: "server", message: "x", failure } }), "new");
    const odd = makeRun({ id: "odd", pause: { reason: "server", message: "kept", failure: { kind: "?" } as never } });
    await db.put("runs", odd, "odd");
    const book = await tab();
    expect(book.get("old")?.pause).toEqual({ reason: "server", message: "服务出错（HTTP 500）：boom。" });
    expect(book.get("new")?.pause).toEqual({ reason: "server", message: "x", failure });
    expect(book.get("odd")?.pause).toEqual({ reason: "server", message: "kept" });
  });

  it("skips a stored run that does not read, and leaves it stored", async () => {
    const odd = { id: "odd", cells: "many" };
    await (await database()).put("runs", odd, "odd");
    const book = await tab();
    expect(book.get("odd")).toBeUndefined();
    expect(await book.update("odd", { name: "x" })).toBeUndefined();
    expect(await (await database()).get("runs", "odd")).toEqual(odd);
  });

  it("re-renders a component on a change, and says a run is present once one is added in any tab", async () => {
    const book = await tab();
    const presence = renderHook(() => useRunsPresent());
    const runs = renderHook(() => useRuns(book));
    expect(runs.result.current).toEqual([]);
    const other = await tab();
    await act(() => other.add(makeRun()));
    await waitFor(() => expect(runs.result.current.map((run) => run.id)).toEqual(["run-1"]));
    await waitFor(() => expect(presence.result.current).toBe(true));
    // A page opened on a store that holds a run knows at once.
    expect(renderHook(() => useRunsPresent()).result.current).toBe(false);
    const later = renderHook(() => useRunsPresent());
    await waitFor(() => expect(later.result.current).toBe(true));
  });
});
