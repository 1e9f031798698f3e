import { useLingui } from "@lingui/react/macro";
import { LOCAL_PERSON, type Review } from "../../contract/review.ts";
import { agreementOf } from "../../entities/verdict/agreement.ts";
import { agreementText } from "../../entities/verdict/agreement-words.ts";
import { OUTCOME_TABLE } from "../../entities/verdict/outcomes.ts";
import { starsText } from "../../entities/verdict/verdict.ts";

/**
 * Everyone's verdicts on a task and how they agree ("2 of 3 passed; 1 disagrees"), each person
 * named (issue 28). `reviews` holds this person's own as they gave it here (reviewsWithMine).
 * Nothing while nobody else judged it: one person's verdict is the panel's bar alone.
 */
export function ReviewsLine({ reviews, me }: { reviews: readonly Review[]; me: string }) {
  const { t, i18n } = useLingui();
  if (!reviews.some((review) => review.by !== me)) return null;
  const agreement = agreementText(agreementOf(reviews.map((review) => review.outcome)));
  const nameOf = (by: string) => (by === me ? t`You` : by === LOCAL_PERSON ? t`The local owner` : by);
  return (
    <div className="space-y-1 text-xs text-slate-700">
      {agreement ? <p className="font-semibold">{agreement}</p> : null}
      <ul aria-label={t`Each reviewer's verdict`} className="flex flex-wrap gap-x-3 gap-y-1">
        {reviews.map((review) => {
          const facts = review.outcome ? OUTCOME_TABLE[review.outcome] : null;
          return (
            <li key={review.by} className="min-w-0 break-all">
              {nameOf(review.by)}:{" "}
              {facts ? (
                <>
                  <span aria-hidden="true">{facts.mark} </span>
                  <span>{i18n._(facts.filterLabel)}</span>
                </>
              ) : null}
              {review.rating !== null ? <span> {starsText(review.rating)}</span> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
