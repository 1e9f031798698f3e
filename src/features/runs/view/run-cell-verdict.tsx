import { useLingui } from "@lingui/react/macro";
import { RATINGS } from "../../../contract/verdict-limits.ts";
import { OUTCOME_TABLE } from "../../../entities/verdict/outcomes.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import { hasNote } from "../../../entities/verdict/verdict.ts";
import { StatusBadge } from "../../../components/status/status-badge.tsx";
import type { DeckStatus } from "../../../entities/task/deck-status.ts";
import { TONE_CLASSES } from "../../../entities/task/status-labels.ts";
import type { Agreement } from "../../../entities/verdict/agreement.ts";
import type { CellBadge } from "./cell-badge.ts";
import { RUN_FILTER_LABELS } from "./run-review.ts";

const BADGE = "inline-block rounded-full border px-2 py-0.5 text-xs font-semibold";

/** A cell's badge: its verdict (mark and word, in its tone), "Unreviewed", or its task's status. */
export function CellBadgeView({ badge, status }: { badge: CellBadge; status: DeckStatus }) {
  const { i18n } = useLingui();
  if (badge.kind === "status") return <StatusBadge status={status} />;
  if (badge.kind === "unreviewed")
    return <span className={`${BADGE} ${TONE_CLASSES.neutral}`}>{i18n._(RUN_FILTER_LABELS.unreviewed)}</span>;
  const facts = OUTCOME_TABLE[badge.outcome];
  return (
    <span className={`${BADGE} ${TONE_CLASSES[facts.tone]}`}>
      <span aria-hidden="true">{facts.mark} </span>
      {i18n._(facts.filterLabel)}
    </span>
  );
}

/**
 * How the cell's reviewers agree, once someone else than this person judged it (issue 28): how
 * many of them passed it, in the tone of their verdicts (amber when they disagree). The tile's
 * button says it in words.
 */
export function AgreementChip({ agreement }: { agreement: Agreement | null }) {
  if (!agreement || agreement.judged === 0) return null;
  const { judged, passed, disagree } = agreement;
  const tone = disagree > 0 ? "warning" : passed === judged ? "success" : "danger";
  return (
    <span aria-hidden="true" data-agreement={`${passed}/${judged}`} className={`${BADGE} ${TONE_CLASSES[tone]}`}>
      👥 {passed}/{judged}
    </span>
  );
}

/**
 * A cell's rating as stars and its note's marker, as seen: the cell's button says both in words
 * (its name), so they are not read twice.
 */
export function VerdictMarks({ verdict }: { verdict: Verdict | undefined }) {
  if (!verdict || (verdict.rating === null && !hasNote(verdict))) return null;
  const { rating } = verdict;
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-1 rounded bg-white/90 px-1 text-xs shadow-sm">
      {rating === null ? null : (
        <span data-stars={rating} className="tracking-tight text-amber-800">
          {RATINGS.map((n) => (n <= rating ? "★" : "☆")).join("")}
        </span>
      )}
      {hasNote(verdict) ? <span className="text-slate-800">✎</span> : null}
    </span>
  );
}
