import { useLingui } from "@lingui/react/macro";
import type { DeckStatus } from "../../entities/task/deck-status.ts";
import { TONE_FILL } from "../../entities/task/status-labels.ts";

/**
 * How far the task is. Without a percentage it is indeterminate (no aria-valuenow), except
 * once final: a task done is full whatever was reported, and a stopped one shows no bar.
 */
export function ProgressBar({
  percent,
  status,
}: {
  percent: number | null;
  status: Pick<DeckStatus, "done" | "final" | "tone">;
}) {
  const { t } = useLingui();
  const value = percent ?? (status.done ? 100 : null);
  if (value === null && status.final) return null;
  const rounded = value === null ? null : Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={t`Progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded ?? undefined}
        className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        {rounded === null ? (
          <div className="h-full w-1/3 rounded-full bg-brand-600/70 motion-safe:animate-pulse" />
        ) : (
          <div className={`h-full rounded-full ${TONE_FILL[status.tone]}`} style={{ width: `${rounded}%` }} />
        )}
      </div>
      <span className="w-16 shrink-0 text-right text-xs text-slate-700 tabular-nums" aria-hidden="true">
        {rounded === null ? "—" : `${rounded}%`}
      </span>
    </div>
  );
}
