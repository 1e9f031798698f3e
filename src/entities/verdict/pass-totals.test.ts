import { describe, expect, it } from "vitest";
import { passTotals } from "./pass-totals.ts";
import { EMPTY_VERDICT } from "./verdict.ts";
import type { Verdict } from "../../contract/verdict-schema.ts";

const v = (patch: Partial<Verdict>): Verdict => ({ ...EMPTY_VERDICT, ...patch });

describe("passTotals", () => {
  it("counts passes of the verdicts with an outcome, and the mean of the ratings given", () => {
    const verdicts = [
      v({ outcome: "pass", rating: 4 }),
      v({ outcome: "fail", rating: 1 }),
      v({ outcome: "pass" }),
      v({ rating: 5 }),
      v({ note: "only a note", tags: ["hands"] }),
      undefined,
    ];
    expect(passTotals(verdicts)).toEqual({
      cells: 6,
      passed: 2,
      failed: 1,
      judged: 3,
      rate: 2 / 3,
      rated: 3,
      meanRating: 10 / 3,
    });
  });

  it("has no mean rating and nothing judged for no verdicts", () => {
    expect(passTotals([])).toEqual({
      cells: 0,
      passed: 0,
      failed: 0,
      judged: 0,
      rate: null,
      rated: 0,
      meanRating: null,
    });
    expect(passTotals([undefined, v({})])).toMatchObject({ cells: 2, judged: 0, rate: null, meanRating: null });
  });
});
