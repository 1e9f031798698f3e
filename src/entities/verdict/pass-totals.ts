import { OUTCOME_TABLE } from "./outcomes.ts";
import type { Verdict } from "../../contract/verdict-schema.ts";

/**
 * How a set of cells fared in review: `passed` of `judged` (those with an outcome), out of
 * `cells` in all; `rate` is passed ÷ judged (null before any outcome), `meanRating` the mean of
 * the ratings given (null before any). A row, a column, an axis value or the whole run alike.
 */
export type PassTotals = {
  cells: number;
  judged: number;
  passed: number;
  failed: number;
  rate: number | null;
  rated: number;
  meanRating: number | null;
};

/** The totals of the verdicts given: one per cell, undefined for a cell not reviewed (or not sent). */
export function passTotals(verdicts: Iterable<Verdict | undefined>): PassTotals {
  let [cells, passed, failed, rated, ratings] = [0, 0, 0, 0, 0];
  for (const verdict of verdicts) {
    cells++;
    if (verdict?.outcome) {
      if (OUTCOME_TABLE[verdict.outcome].passes) passed++;
      else failed++;
    }
    if (verdict?.rating != null) {
      rated++;
      ratings += verdict.rating;
    }
  }
  const judged = passed + failed;
  return {
    cells,
    judged,
    passed,
    failed,
    rate: judged ? passed / judged : null,
    rated,
    meanRating: rated ? ratings / rated : null,
  };
}
