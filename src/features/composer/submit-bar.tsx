import { Button } from "../../components/button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { jumpToTask, taskAnchor } from "../../lib/task-anchor.ts";
import type { SubmissionState } from "../../lib/deck-entry.ts";
import type { SubmitTask } from "./use-submit-task.ts";

const OUTCOME_NOTE: Partial<Record<SubmissionState, string>> = {
  unknown: " and its outcome is unknown: the service may already have it",
  failed: " and the service answered with an error: it most likely did not create the task, but cannot promise that",
};

/** How long ago, in words: "45 s", "3 min". */
export const ago = (ms: number) =>
  ms < 60_000 ? `${Math.max(1, Math.round(ms / 1000))} s` : `${Math.round(ms / 60_000)} min`;

/** The bar's place: the run builder's Send bar sits where Submit does. */
export const SUBMIT_BAR_CLASS =
  "z-10 space-y-2 border-t border-slate-200 bg-white/95 py-2 backdrop-blur max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:px-4 max-lg:shadow-[0_-2px_6px_rgb(0_0_0/0.08)] lg:sticky lg:bottom-0";

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
          {pending ? "Submitting…" : "Submit"}
        </Button>
        {/* Only where a keyboard is likely: a fine pointer goes with one; a phone's touch screen does not. */}
        <span className="hidden text-xs text-slate-600 any-pointer-fine:inline">Ctrl/⌘ + Enter submits</span>
        {!pending && !error && sentEntryId ? (
          <a
            href={`#${taskAnchor(sentEntryId)}`}
            onClick={(event) => {
              if (jumpToTask(sentEntryId)) event.preventDefault();
            }}
            className="text-sm font-medium text-brand-700 underline lg:hidden"
          >
            View task
          </a>
        ) : null}
      </div>
      {!pending && error ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p>{error.message}</p>
          {error.retryable ? (
            <Button size="sm" onClick={onRetry} className="mt-2">
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
      <DuplicateDialog task={task} />
    </div>
  );
}

function DuplicateDialog({ task }: { task: SubmitTask }) {
  const { duplicate } = task;
  return (
    <ConfirmDialog
      open={duplicate !== null}
      title="Send the same request again?"
      cancelLabel="Don’t send"
      onCancel={task.cancelDuplicate}
      actions={[{ label: "Send again", onClick: task.confirmDuplicate }]}
    >
      {duplicate ? (
        <p>
          You sent this exact request {ago(duplicate.agoMs)} ago
          {OUTCOME_NOTE[duplicate.entry.state] ?? ""}. Each generation is charged: sending it again pays for a second
          one.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
