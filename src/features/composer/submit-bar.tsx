import { useId } from "react";
import { ModalDialog } from "../../components/modal-dialog.tsx";
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
        <button
          type="submit"
          aria-disabled={pending || undefined}
          className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:bg-slate-400"
        >
          {pending ? "Submitting…" : "Submit"}
        </button>
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
            <button
              type="button"
              onClick={onRetry}
              className="mt-2 rounded-md border border-red-400 bg-white px-3 py-1 text-sm font-medium text-red-900 hover:bg-red-100"
            >
              Try again
            </button>
          ) : null}
        </div>
      ) : null}
      <DuplicateDialog task={task} />
    </div>
  );
}

function DuplicateDialog({ task }: { task: SubmitTask }) {
  const titleId = useId();
  const { duplicate } = task;
  return (
    <ModalDialog open={duplicate !== null} onClose={task.cancelDuplicate} labelledBy={titleId}>
      {duplicate ? (
        <div className="space-y-3 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            Send the same request again?
          </h2>
          <p className="text-sm text-slate-700">
            You sent this exact request {ago(duplicate.agoMs)} ago
            {OUTCOME_NOTE[duplicate.entry.state] ?? ""}. Each generation is charged: sending it again pays for a second
            one.
          </p>
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={task.cancelDuplicate}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm"
            >
              Don’t send
            </button>
            <button
              type="button"
              onClick={task.confirmDuplicate}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white"
            >
              Send again
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
