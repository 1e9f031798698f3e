import { OUTCOME_TABLE } from "./outcomes.ts";
import type { Verdict } from "./verdict-schema.ts";

// How a set of verdicts fares, for a run's rows, columns and summary (its grid and its reports):
// "N of M passed" and the mean rating. Pure, in no language: the words are the caller's.

export type PassTotals = {
  /** Verdicts whose outcome passes (entities/verdict/outcomes.ts). */
  passed: number;
  /** Verdicts with an outcome, passing or not: a rating, a tag or a note alone neither passes nor fails. */
  judged: number;
  /** Verdicts with a rating. */
  rated: number;
  /** The ratings' mean, null without one. */
  meanRating: number | null;
};

/** "passed of judged" and the mean rating of `verdicts` (undefined: a cell not reviewed, or with no task). */
export function passTotals(verdicts: Iterable<Verdict | undefined>): PassTotals {
  let [passed, judged, rated, sum] = [0, 0, 0, 0];
  for (const verdict of verdicts) {
    if (verdict?.outcome) {
      judged++;
      if (OUTCOME_TABLE[verdict.outcome].passes) passed++;
    }
    if (verdict?.rating != null) {
      rated++;
      sum += verdict.rating;
    }
  }
  return { passed, judged, rated, meanRating: rated ? sum / rated : null };
}
