import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { RATINGS } from "../../../contract/verdict-limits.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import { OUTCOME_TABLE } from "../../../entities/verdict/outcomes.ts";

/**
 * A verdict as read by someone who may not change it (a viewer, issue 28): its words, no
 * controls; `others`, the reviewers' verdicts, shown instead when it is empty (a viewer's own).
 */
export function VerdictView({ verdict, others }: { verdict: Verdict; others?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { outcome, rating, tags, note } = verdict;
  const facts = outcome ? OUTCOME_TABLE[outcome] : null;
  const stars = rating === null ? null : RATINGS.map((n) => (n <= rating ? "★" : "☆")).join("");
  const label = t({ message: "Verdict", context: "panel" });
  if (!facts && !stars && others)
    return (
      <div role="group" aria-label={label} className="space-y-1 text-sm">
        {others}
      </div>
    );
  return (
    <div role="group" aria-label={label} className="space-y-1 text-sm">
      <p className="text-slate-700">
        {facts ? (
          <>
            <span aria-hidden="true">{facts.mark} </span>
            {i18n._(facts.filterLabel)}
          </>
        ) : (
          t`Not reviewed yet`
        )}
        {stars ? (
          <span className="ml-2 text-amber-800" aria-label={t`${rating} of ${RATINGS.length} stars`}>
            {stars}
          </span>
        ) : null}
      </p>
      {tags.length ? <p className="text-slate-700">{tags.join(", ")}</p> : null}
      {note ? <p className="whitespace-pre-wrap text-slate-800">{note}</p> : null}
    </div>
  );
}
