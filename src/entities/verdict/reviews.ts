import type { Review } from "../../contract/review.ts";
import type { Verdict } from "../../contract/verdict-schema.ts";
import { agreementOf, type Agreement } from "./agreement.ts";

// Several people's verdicts on one task (issue 28): the workspace keeps one per person and
// shares them with every page (contract/shared-task.ts `verdicts`); a task's entry keeps who
// judged it and how, read here without zod (the deck's filters load before the first
// interaction). This person's own verdict lives in the verdict book, which is fresher: it
// stands in for their copy whenever both are read together.

/** Everyone's reviews, this person's as the book holds it now (dropped when they have none). */
export function reviewsWithMine(
  reviews: readonly Review[] | undefined,
  me: string,
  mine: Verdict | undefined,
): Review[] {
  const others = (reviews ?? []).filter((review) => review.by !== me);
  const judged = mine && (mine.outcome !== null || mine.rating !== null);
  return judged ? [...others, { by: me, outcome: mine.outcome, rating: mine.rating }] : others;
}

/** How the people who judged a task agree, this person's verdict as the book holds it. */
export const agreementWithMine = (
  reviews: readonly Review[] | undefined,
  me: string,
  mine: Verdict | undefined,
): Agreement => agreementOf(reviewsWithMine(reviews, me, mine).map((review) => review.outcome));
