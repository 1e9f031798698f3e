import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { RunCell } from "../../../contract/run.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { ProgressBar } from "../../../components/status/progress-bar.tsx";
import { tileMedia } from "../../../entities/task/tile-media.ts";
import { serverTaskOf } from "../../../entities/task/entry-results.ts";
import { openLightbox } from "../../../lib/lightbox-store.ts";
import { useSelection } from "../../../components/selection/selection-context.tsx";
import { deckStatus } from "../../../entities/task/deck-status.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import { verdictWords } from "../../../entities/verdict/verdict.ts";
import { agreementOf } from "../../../entities/verdict/agreement.ts";
import { agreementText } from "../../../entities/verdict/agreement-words.ts";
import { reviewsWithMine } from "../../../entities/verdict/reviews.ts";
import { usePerson } from "../../../lib/connection-context.tsx";
import { CHANGE_LABELS, type Change, type RunFilter } from "./run-review.ts";
import { useDeckParts } from "./deck-parts.ts";
import { cellBadge } from "./cell-badge.ts";
import { heatOf, type HeatBy } from "./heat.ts";
import { AgreementChip, CellBadgeView, VerdictMarks } from "./run-cell-verdict.tsx";

const CHANGE_TONE: Record<Change, string> = {
  better: "bg-emerald-50 text-emerald-800 border-emerald-300",
  worse: "bg-red-50 text-red-800 border-red-300",
  same: "bg-slate-50 text-slate-700 border-slate-300",
};

type Props = {
  cell: RunCell;
  entry: DeckEntry | undefined;
  /** The cell in words: its tile's button is named after it. */
  name: string;
  /** Which lightbox its button opens (the run's). */
  scope: string;
  change: Change | null;
  verdict: Verdict | undefined;
  /** What the grid shows: its badges say what it filters by. */
  filter: RunFilter;
  /** What the Heatmap colours by, in place of the picture; null when it is off. */
  heat: HeatBy | null;
};

/** Where a cell without a task stands, as its tile says it. */
function unsentText(cell: RunCell): string {
  if (cell.entryId === null) return cell.cancelled ? t`Cancelled, not sent` : t`Not sent yet`;
  return t`Sending…`;
}

/**
 * One cell of a run: its status and progress until its task finishes, then its result's picture
 * (or the Heatmap's colour) and its verdict; a button (named after the cell and its verdict) opens
 * it in the run's lightbox, and a box selects it for Compare.
 */
export function RunCellTile({ cell, entry, name, scope, change, verdict, filter, heat }: Props) {
  const { i18n, t } = useLingui();
  const { TileThumb } = useDeckParts();
  const me = usePerson();
  if (!entry)
    return (
      <div className="flex aspect-square items-center justify-center rounded-md border border-dashed border-slate-300 p-2 text-center text-xs text-slate-700">
        <span>
          <span className="sr-only">{name}: </span>
          {unsentText(cell)}
        </span>
      </div>
    );
  const status = deckStatus(entry);
  const media = tileMedia(entry);
  // Everyone's verdicts, once someone else judged it: its chip, and its button's name, say how they agree.
  const reviews = reviewsWithMine(entry.reviews, me, verdict);
  const agreement = reviews.some((review) => review.by !== me) ? agreementOf(reviews.map((r) => r.outcome)) : null;
  const judged = [verdictWords(verdict), agreement ? agreementText(agreement) : ""].filter(Boolean).join(". ");
  const colour = heat ? heatOf(verdict, heat) : null;
  return (
    <div className="relative aspect-square overflow-hidden rounded-md border border-slate-200 bg-slate-100">
      <button
        type="button"
        aria-label={judged ? t`${name}: ${judged}` : name}
        onClick={() => openLightbox(entry.id, scope)}
        className="absolute inset-0 h-full w-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-700"
      >
        {colour ? (
          <span
            data-heat
            className={`flex h-full w-full items-center justify-center text-2xl font-semibold ${colour.className}`}
          >
            {colour.text}
          </span>
        ) : (
          <TileThumb
            media={media}
            empty={status.final ? entry.record?.fail_reason || t`No result` : status.label}
            requestId={serverTaskOf(entry)}
          />
        )}
      </button>
      <div className="pointer-events-none absolute top-1 right-1 left-1 flex items-start justify-between gap-1">
        <span className="pointer-events-auto flex rounded bg-white/90 p-0.5 shadow-sm">
          <CellSelectBox id={entry.id} name={name} />
        </span>
        <CellBadgeView badge={cellBadge(status.done, verdict, filter)} status={status} />
      </div>
      <div className="pointer-events-none absolute right-1 bottom-1 left-1 space-y-1">
        <div className="flex flex-wrap items-end gap-1">
          <VerdictMarks verdict={verdict} />
          <AgreementChip agreement={agreement} />
        </div>
        {media || status.final ? null : <ProgressBar percent={entry.record?.percent ?? null} status={status} />}
        {change ? (
          <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${CHANGE_TONE[change]}`}>
            {i18n._(CHANGE_LABELS[change])}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The tile's box for Compare, named after its cell (every cell of a run may share one model and minute). */
function CellSelectBox({ id, name }: { id: string; name: string }) {
  const { ids, click } = useSelection();
  const { t } = useLingui();
  return (
    <input
      type="checkbox"
      aria-label={t`Select ${name}`}
      checked={ids.includes(id)}
      onChange={(event) => click(id, (event.nativeEvent as MouseEvent).shiftKey === true)}
      className="size-4 accent-brand-700"
    />
  );
}
