import { describe, expect, it } from "vitest";
import { EMPTY_VERDICT } from "../../../../entities/verdict/verdict.ts";
import type { Verdict } from "../../../../contract/verdict-schema.ts";
import { mergeImport, mergeVerdicts } from "./merge-import.ts";
import { makeEntry } from "../../../../test/deck-entries.ts";

describe("mergeImport", () => {
  const here = makeEntry({ id: "a", requestId: "r1", updatedAt: 100 });

  it("adds tasks it has not seen", () => {
    const other = makeEntry({ id: "b", requestId: "r2" });
    expect(mergeImport([here], [other])).toEqual({ merged: [here, other], added: 1, duplicates: 0, placed: ["b"] });
  });

  it("recognises a task by request_id even under another id; the newer copy wins and keeps the id here", () => {
    const newer = makeEntry({ id: "z", requestId: "r1", updatedAt: 200, error: "newer" });
    const { merged, added, duplicates } = mergeImport([here], [newer]);
    expect({ added, duplicates }).toEqual({ added: 0, duplicates: 1 });
    expect(merged).toEqual([{ ...newer, id: "a" }]);
  });

  it("keeps the copy here when the other is older or as new", () => {
    for (const updatedAt of [100, 50, null]) {
      const { merged, duplicates } = mergeImport([here], [makeEntry({ id: "z", requestId: "r1", updatedAt })]);
      expect(merged[0]).toBe(here);
      expect(duplicates).toBe(1);
    }
  });

  it("falls back to our id when either copy lacks a request_id", () => {
    const sending = makeEntry({ id: "s", requestId: null, state: "sending", updatedAt: null });
    const created = makeEntry({ id: "s", requestId: "r9", updatedAt: 5 });
    const { merged, duplicates } = mergeImport([sending], [created]);
    expect(duplicates).toBe(1);
    expect(merged).toEqual([created]);
  });

  it("keeps two tasks that share an id but not a request_id, under two ids", () => {
    const clash = makeEntry({ id: "a", requestId: "r2" });
    const { merged, added } = mergeImport([here], [clash]);
    expect(added).toBe(1);
    expect(merged.map((e) => [e.id, e.requestId])).toEqual([
      ["a", "r1"],
      ["a~r2", "r2"],
    ]);
    // Importing the same file again finds it by request_id.
    expect(mergeImport(merged, [clash])).toMatchObject({ added: 0, duplicates: 1 });
  });

  it("removes doubles inside the import itself", () => {
    const one = makeEntry({ id: "n", requestId: "r5", updatedAt: 1 });
    const two = makeEntry({ id: "m", requestId: "r5", updatedAt: 2 });
    const { merged, added, duplicates } = mergeImport([], [one, two]);
    expect({ added, duplicates }).toEqual({ added: 1, duplicates: 1 });
    expect(merged).toEqual([{ ...two, id: "n" }]);
  });

  it("keeps a task forgotten by the server forgotten, whichever copy wins", () => {
    const gone = makeEntry({ ...here, gone: true });
    expect(mergeImport([gone], [makeEntry({ ...here, updatedAt: 999 })]).merged[0]?.gone).toBe(true);
    expect(mergeImport([here], [makeEntry({ ...here, updatedAt: 1, gone: true })]).merged[0]?.gone).toBe(true);
  });
});

describe("mergeVerdicts", () => {
  const at = (updatedAt: number, outcome: Verdict["outcome"] = "pass"): Verdict => ({
    ...EMPTY_VERDICT,
    outcome,
    updatedAt,
  });

  it("stores an imported verdict under the id its task ended up under, where none is here", () => {
    const here = makeEntry({ id: "a", requestId: "r1" });
    const { placed } = mergeImport([here], [makeEntry({ id: "z", requestId: "r1" }), makeEntry({ id: "b" })]);
    expect(placed).toEqual(["a", "b"]);
    expect(mergeVerdicts(placed, [at(5), null], () => undefined)).toEqual(new Map([["a", at(5)]]));
  });

  it("lets the newer verdict win, whichever copy of the task won, and keeps the one here on a tie", () => {
    const here = new Map([["a", at(10, "fail")]]);
    expect(mergeVerdicts(["a"], [at(11)], (id) => here.get(id))).toEqual(new Map([["a", at(11)]]));
    expect(mergeVerdicts(["a"], [at(10)], (id) => here.get(id)).size).toBe(0);
    expect(mergeVerdicts(["a"], [at(9)], (id) => here.get(id)).size).toBe(0);
  });

  it("keeps the newest of two verdicts for one task inside the file itself", () => {
    expect(mergeVerdicts(["a", "a", "a"], [at(2), at(7, "fail"), at(4)], () => undefined)).toEqual(
      new Map([["a", at(7, "fail")]]),
    );
  });
});
