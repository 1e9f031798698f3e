import { describe, expect, it } from "vitest";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import { EMPTY_VERDICT } from "../../../entities/verdict/verdict.ts";
import { makeEntry } from "../../../test/deck-entries.ts";
import { filterEntries, type HistoryFilters } from "./filter.ts";

// The verdict filter's choices by person (issue 28): judged by me, not by me, and where people
// disagree; "Unreviewed" means nobody judged it. My verdict is the book's; the others' are the
// entry's reviews, as the workspace shared them.

const ME = "me@example.test";
const ALL: HistoryFilters = { status: "all", mode: "all", query: "" };
const verdict = (outcome: Verdict["outcome"]): Verdict => ({ ...EMPTY_VERDICT, outcome, updatedAt: 1 });

const entries = [
  // I passed it, Ana failed it: a disagreement.
  makeEntry({ id: "split", submittedAt: 5, reviews: [{ by: "ana", outcome: "fail", rating: null }] }),
  // Ana passed it; I did not judge it.
  makeEntry({ id: "theirs", submittedAt: 4, reviews: [{ by: "ana", outcome: "pass", rating: 3 }] }),
  // I passed it, and the workspace's copy of mine says fail: mine, as the book holds it, wins.
  makeEntry({ id: "agreed", submittedAt: 3, reviews: [{ by: ME, outcome: "fail", rating: null }] }),
  // Nobody judged it.
  makeEntry({ id: "none", submittedAt: 2 }),
];
const book = new Map([
  ["split", verdict("pass")],
  ["agreed", verdict("pass")],
]);
const shown = (wanted: HistoryFilters["verdict"]) =>
  filterEntries(entries, { ...ALL, verdict: wanted }, (id) => book.get(id), ME).map((entry) => entry.id);

describe("the verdict filter, by person", () => {
  it("finds what I judged, and what I did not", () => {
    expect(shown("mine")).toEqual(["split", "agreed"]);
    expect(shown("not-mine")).toEqual(["theirs", "none"]);
  });

  it("finds where people who judged disagree, my verdict as I gave it", () => {
    expect(shown("disagreement")).toEqual(["split"]);
  });

  it("calls unreviewed only what nobody judged", () => {
    expect(shown("unreviewed")).toEqual(["none"]);
    expect(shown("all")).toEqual(["split", "theirs", "agreed", "none"]);
  });
});
