import type { Review } from "../../contract/review.ts";
import type { Outcome } from "../../contract/verdict-limits.ts";

// A task's reviewers as the workspace shares them (contract/shared-task.ts `verdicts`), read for
// its entry by the workspace's feed: apart from reviews.ts, and without the outcomes' words, so
// that the feed, which every visit loads, does not bring in the deck's code.

// Every outcome, as the type check holds it to the contract's list (verdict-limits.ts): importing
// that module would bring the deck's chunk along (it is the deck's).
const KNOWN: Record<Outcome, true> = { pass: true, fail: true };
const isOutcome = (value: unknown): value is Outcome => typeof value === "string" && Object.hasOwn(KNOWN, value);

/** The reviews in a shared task's `verdicts` (each `{by, verdict}`); anything unreadable is left out. */
export function readReviews(shared: unknown): Review[] | undefined {
  if (!Array.isArray(shared)) return undefined;
  return shared.flatMap((item: unknown) => {
    const { by, verdict } = (item ?? {}) as { by?: unknown; verdict?: unknown };
    if (typeof by !== "string" || typeof verdict !== "object" || verdict === null) return [];
    const { outcome, rating } = verdict as { outcome?: unknown; rating?: unknown };
    return [
      {
        by,
        outcome: isOutcome(outcome) ? outcome : null,
        rating: typeof rating === "number" && Number.isInteger(rating) ? rating : null,
      },
    ];
  });
}

/** Whether two lists of reviews say the same (an entry is written only when they differ). */
export const sameReviews = (a: readonly Review[] | undefined, b: readonly Review[] | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
