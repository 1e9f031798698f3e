import type { Outcome } from "../../contract/verdict-limits.ts";
import { OUTCOME_TABLE } from "./outcomes.ts";

// Several people's verdicts on one result (issue 28): how many passed it of those who judged
// it, and how many stand against the majority. A card, a run's cell, a report and a share link
// read it here, so "agrees" means one thing everywhere.

export type Agreement = {
  /** Those who gave a pass or a fail (a rating, a tag or a note alone is not an outcome). */
  judged: number;
  passed: number;
  failed: number;
  /** Those on the smaller side: 0 when all who judged agree; on a tie, half of them. */
  disagree: number;
};

/** The agreement of these outcomes, one per person (null: that person gave none). */
export function agreementOf(outcomes: Iterable<Outcome | null>): Agreement {
  let [passed, failed] = [0, 0];
  for (const outcome of outcomes) {
    if (!outcome) continue;
    if (OUTCOME_TABLE[outcome].passes) passed++;
    else failed++;
  }
  return { judged: passed + failed, passed, failed, disagree: Math.min(passed, failed) };
}
