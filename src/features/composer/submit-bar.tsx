import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../components/button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { SUBMIT_BAR_CLASS } from "../../components/request/submit-bar-place.ts";
import { jumpToTask, taskAnchor } from "../../lib/task-anchor.ts";
import type { SubmissionState } from "../../lib/deck-entry.ts";
import type { SubmitTask } from "./use-submit-task.ts";

/**
 * How long ago, in words: "45 s", "3 min" (in the language of the moment it is called). Not
 * formatDuration (lib/format-time.ts), which the deck's chunk carries: importing it here would
 * move it into the start-up, and a first visit over its 130 KiB by about 0.2 kB.
 */
export const ago = (ms: number) => {
  const seconds = Math.max(1, Math.round(ms / 1000));
  const minutes = Math.round(ms / 60_000);
  return ms < 60_000 ? t`${seconds} s` : t`${minutes} min`;
};

/** What the dialog says of the earlier request, by what became of it: one whole sentence each. */
function sentBefore(state: SubmissionState, when: string): string {
  if (state === "unknown")
    return t`You sent this exact request ${when} ago and its outcome is unknown: the service may already have it.`;
  if (state === "failed")
    return t`You sent this exact request ${when} ago and the service answered with an error: it most likely did not create the task, but cannot promise that.`;
  return t`You sent this exact request ${when} ago.`;
}

/**
 * The Submit button and what became of the last submission, always in reach without scrolling:
 * on one column it stays at the bottom of the window; beside the results it sticks to the
 * window's bottom while the (sticky) form is taller than it. How a sent task
 * goes is its card's to show (live); on one column, where the card is below the form, a link
 * jumps to it.
 */
export function SubmitBar({ task, onRetry }: { task: SubmitTask; onRetry: () => void }) {
  const { error, pending, sentEntryId } = task;
  return (
    <div className={SUBMIT_BAR_CLASS}>
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: a button disabled under focus drops the focus to the page.
        A second send while pending is stopped by useSubmitTask, not by the button. */}
        <Button type="submit" variant="primary" size="lg" aria-disabled={pending || undefined}>
          {pending ? <Trans>Submitting…</Trans> : <Trans>Submit</Trans>}
        </Button>
        {/* Only where a keyboard is likely: a fine pointer goes with one; a phone's touch screen does not. */}
        <span className="hidden text-xs text-slate-600 any-pointer-fine:inline">
          <Trans>Ctrl/⌘ + Enter submits</Trans>
        </span>
        {!pending && !error && sentEntryId ? (
          <a
            href={`#${taskAnchor(sentEntryId)}`}
            onClick={(event) => {
              if (jumpToTask(sentEntryId)) event.preventDefault();
            }}
            className="text-sm font-medium text-brand-700 underline lg:hidden"
          >
            <Trans>View task</Trans>
          </a>
        ) : null}
      </div>
      {!pending && error ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p>{error.message}</p>
          {error.retryable ? (
            <Button size="sm" onClick={onRetry} className="mt-2">
              <Trans context="sending">Try again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      <DuplicateDialog task={task} />
    </div>
  );
}

function DuplicateDialog({ task }: { task: SubmitTask }) {
  const { t } = useLingui();
  const { duplicate } = task;
  return (
    <ConfirmDialog
      open={duplicate !== null}
      title={t`Send the same request again?`}
      cancelLabel={t`Don’t send`}
      onCancel={task.cancelDuplicate}
      actions={[{ label: t`Send again`, onClick: task.confirmDuplicate }]}
    >
      {duplicate ? (
        <p>
          {sentBefore(duplicate.entry.state, ago(duplicate.agoMs))}{" "}
          <Trans>Each generation is charged: sending it again pays for a second one.</Trans>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
