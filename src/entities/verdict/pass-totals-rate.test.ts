import { describe, expect, it } from "vitest";
import { EMPTY_VERDICT } from "./verdict.ts";
import type { Verdict } from "../../contract/verdict-schema.ts";
import { passTotals } from "./pass-totals.ts";

const verdict = (patch: Partial<Verdict>): Verdict => ({ ...EMPTY_VERDICT, updatedAt: 1, ...patch });

describe("passTotals", () => {
  it("counts passed of judged, out of every cell, and the mean rating of those rated", () => {
    const totals = passTotals([
      verdict({ outcome: "pass", rating: 4 }),
      verdict({ outcome: "fail", rating: 1 }),
      verdict({ outcome: "pass" }),
      verdict({ rating: 5 }),
      undefined,
    ]);
    expect(totals).toEqual({ cells: 5, judged: 3, passed: 2, failed: 1, rate: 2 / 3, rated: 3, meanRating: 10 / 3 });
  });

  it("has no rate and no mean before any verdict", () => {
    expect(passTotals([undefined, verdict({})])).toEqual({
      cells: 2,
      judged: 0,
      passed: 0,
      failed: 0,
      rate: null,
      rated: 0,
      meanRating: null,
    });
    expect(passTotals([]).cells).toBe(0);
  });
});
