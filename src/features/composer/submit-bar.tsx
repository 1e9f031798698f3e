import { Button } from "../../components/button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import type { SubmissionState } from "../../lib/deck-entry.ts";
import type { SubmitTask } from "./use-submit-task.ts";

const OUTCOME_NOTE: Partial<Record<SubmissionState, string>> = {
  unknown: " and its outcome is unknown: the service may already have it",
  failed: " and the service answered with an error: it most likely did not create the task, but cannot promise that",
};

const ago = (ms: number) =>
  ms < 60_000 ? `${Math.max(1, Math.round(ms / 1000))} s` : `${Math.round(ms / 60_000)} min`;

/** The Submit button and what became of the last submission. */
export function SubmitBar({ task, onRetry }: { task: SubmitTask; onRetry: () => void }) {
  const { error, pending, lastRecord } = task;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: a button disabled under focus drops the focus to the page.
        A second send while pending is stopped by useSubmitTask, not by the button. */}
        <Button type="submit" variant="primary" size="lg" aria-disabled={pending || undefined}>
          {pending ? "Submitting…" : "Submit"}
        </Button>
        <span className="text-xs text-slate-600">Ctrl/⌘ + Enter submits</span>
      </div>
      <div aria-live="polite">
        {!pending && !error && lastRecord ? (
          <p className="text-sm text-emerald-800">
            Submitted: request <span className="font-mono">{lastRecord.request_id}</span> is{" "}
            {lastRecord.status || "accepted"}.
          </p>
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
