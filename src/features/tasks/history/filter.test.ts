import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../../contract/status.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { deckStatus } from "../../../entities/task/deck-status.ts";
import { filterEntries, presentStatuses, statusOptions, type HistoryFilters } from "./filter.ts";
import { generateEntries, makeEntry, record } from "../../../test/deck-entries.ts";
import { EMPTY_VERDICT } from "../../../entities/verdict/verdict.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";

describe("statusOptions", () => {
  it("offers the documented statuses, then odd ones and pseudo ones that occur", () => {
    const options = statusOptions(new Set(["GONE", "COMPLETED", "ZZZ", "SENDING", "AAA"]));
    expect(options).toEqual([...TASK_STATUSES, "AAA", "ZZZ", "SENDING", "GONE"]);
    expect(statusOptions([])).toEqual([...TASK_STATUSES]);
  });

  it("reads the statuses present in a history", () => {
    const entries = [makeEntry({ state: "refused" }), makeEntry({ record: record({ status: "FAILED" }) })];
    expect(presentStatuses(entries)).toEqual(new Set(["NOT_CREATED", "FAILED"]));
  });
});

/** The obvious, slow reading of the rules, to check the fast one against. */
function reference(entries: readonly DeckEntry[], filters: HistoryFilters): string[] {
  const words = filters.query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries
    .filter((e) => filters.mode === "all" || e.mode === filters.mode)
    .filter((e) => filters.status === "all" || deckStatus(e).key === filters.status)
    .filter((e) => {
      const fields = [e.body.prompt, e.body.model, e.requestId, e.record?.task_id, e.id].map((f) =>
        typeof f === "string" ? f.toLowerCase() : "",
      );
      return words.every((word) => fields.some((field) => field.includes(word)));
    })
    .sort((a, b) => b.submittedAt - a.submittedAt)
    .map((e) => e.id);
}

describe("filterEntries over 5,000 tasks", () => {
  const entries = generateEntries(5000);
  const all: HistoryFilters = { status: "all", mode: "all", query: "" };

  it("returns everything newest first when nothing is filtered, without touching the input", () => {
    const before = entries.map((e) => e.id);
    const shown = filterEntries(entries, all);
    expect(shown).toHaveLength(5000);
    expect(shown.every((e, i) => i === 0 || (shown[i - 1]?.submittedAt ?? 0) >= e.submittedAt)).toBe(true);
    expect(entries.map((e) => e.id)).toEqual(before);
  });

  it.each<Partial<HistoryFilters>>([
    { query: "cat" },
    { query: "CAT" },
    { query: "boat" },
    { query: "  Dog   sunset " },
    { query: "城市" },
    { query: "#4999" },
    { query: "seed3d" },
    { query: "00004242req" },
    { query: "task-77" },
    { query: "id-123" },
    { query: "no such thing" },
    { mode: "3d" },
    { mode: "video", query: "robot" },
    { status: "COMPLETED" },
    { status: "WEIRD_NEW", mode: "video" },
    { status: "GONE" },
    { status: "OUTCOME_UNKNOWN", query: "forest" },
  ])("matches the reference for %o", (patch) => {
    const filters = { ...all, ...patch };
    const expected = reference(entries, filters);
    expect(filterEntries(entries, filters).map((e) => e.id)).toEqual(expected);
  });

  it("finds a task by any of its ids, and only that one", () => {
    expect(filterEntries(entries, { ...all, query: "task-4321" }).map((e) => e.id)).toEqual(["id-4321"]);
    expect(filterEntries(entries, { ...all, query: "202500004326REQ" }).map((e) => e.id)).toEqual(["id-4326"]);
  });

  it("files every task under exactly one status", () => {
    const counts = [...presentStatuses(entries)].map((status) => filterEntries(entries, { ...all, status }).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(5000);
  });

  it("builds each task's search text once, not on every keystroke", () => {
    let reads = 0;
    const counted = generateEntries(50).map((entry) => {
      const { body } = entry;
      return Object.defineProperty(entry, "body", {
        get: () => {
          reads++;
          return body;
        },
      });
    });
    filterEntries(counted, { ...all, query: "c" });
    const first = reads;
    expect(first).toBeGreaterThan(0);
    filterEntries(counted, { ...all, query: "ca" });
    filterEntries(counted, { ...all, query: "cat" });
    expect(reads).toBe(first);
  });
});

describe("filterEntries by verdict", () => {
  const entries = [makeEntry({ id: "a" }), makeEntry({ id: "b" }), makeEntry({ id: "c" }), makeEntry({ id: "d" })];
  const verdicts = new Map<string, Verdict>([
    ["a", { ...EMPTY_VERDICT, outcome: "pass", rating: 5, tags: ["hands"], updatedAt: 1 }],
    ["b", { ...EMPTY_VERDICT, outcome: "fail", rating: 2, updatedAt: 1 }],
    // A note and a tag alone are not a verdict: still unreviewed.
    ["c", { ...EMPTY_VERDICT, note: "later", tags: ["hands"], updatedAt: 1 }],
  ]);
  const ids = (filters: Partial<HistoryFilters>) =>
    filterEntries(entries, { status: "all", mode: "all", query: "", ...filters }, (id) => verdicts.get(id))
      .map((e) => e.id)
      .sort();

  it.each<[Partial<HistoryFilters>, string[]]>([
    [{}, ["a", "b", "c", "d"]],
    [{ verdict: "unreviewed" }, ["c", "d"]],
    [{ verdict: "pass" }, ["a"]],
    [{ verdict: "fail" }, ["b"]],
    [{ minRating: 2 }, ["a", "b"]],
    [{ minRating: 3 }, ["a"]],
    [{ tag: "hands" }, ["a", "c"]],
    [{ tag: "hands", verdict: "unreviewed" }, ["c"]],
  ])("%j shows %j", (filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});
