import { plural, t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { PAUSED_BY_USER, cancelRemaining, unsentCells, type Run } from "../../../contract/run.ts";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { sharedRunBook } from "../../../entities/run/run-book.ts";
import type { RunPatch, RunStore } from "../../../entities/run/store.ts";
import { describeSubmitFailure } from "../../../lib/failure/describe-error.ts";
import { useMayChange } from "../../../lib/connection-context.tsx";
import { pauseRun, resumeRun } from "./run-state.ts";

/**
 * What the run is doing, in words: why it stopped, if it did. A pause by the person or by a
 * reload, or by an answer whose facts were stored, is told in the current language; a run stored
 * before those facts were kept says it as it was stored.
 */
function runStatus(run: Run, left: number): string {
  if (left === 0) return t`Nothing left to send.`;
  if (!run.pause && run.sentBy === "server")
    return t`The server is sending it, at the pace set when it was made: closing this page does not stop it.`;
  if (!run.pause) return t`Sending at the pace set in the connection settings.`;
  if (run.pause.reason === "user") return t`Paused.`;
  if (run.pause.reason === "reload")
    return t`Paused: The page that was sending this run closed or reloaded. Nothing more is sent until you resume.`;
  if (run.pause.reason === "restart")
    return t`Paused: The server that was sending this run stopped before it was done. Nothing more is sent until you resume.`;
  if (run.pause.reason === "full")
    return t`Paused: the workspace holds as many tasks as its server allows, so no more cells are sent. Ask whoever runs it to archive old tasks or raise WORKSPACE_MAX_TASKS, then resume.`;
  const { failure } = run.pause;
  // A run stored before failures were kept says it as it was stored.
  const message = failure ? describeSubmitFailure(failure).message : run.pause.message;
  return t`Paused: ${message}`;
}

/**
 * Pause, Resume and Cancel remaining for one run, with why it stopped and how many cells are
 * not yet sent, as a group named "Sending". Any tab may press them: the tab that sends hears of the change.
 */
export function RunControls({ run, book = sharedRunBook() }: { run: Run; book?: RunStore }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const mayChange = useMayChange();
  const [problem, setProblem] = useState<string | null>(null);
  const left = unsentCells(run).length;
  const runName = run.name;
  const change = (patch: RunPatch) => {
    setProblem(null);
    book.update(run.id, patch).catch((error: unknown) => {
      const why = String(error);
      setProblem(
        run.sentBy === "server" ? t`Not saved in the workspace: ${why}.` : t`Not saved in this browser: ${why}.`,
      );
    });
  };

  return (
    <div role="group" aria-label={t`Sending`} className="space-y-2 text-sm">
      <p role="status" className={run.pause && left > 0 ? "text-amber-800" : "text-slate-700"}>
        {runStatus(run, left)}
      </p>
      {left > 0 ? (
        <p className="font-medium text-slate-800">
          {plural(left, { one: "# cell not yet sent", other: "# cells not yet sent" })}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : null}
      {left > 0 && mayChange ? (
        <div className="flex flex-wrap gap-2">
          {run.pause ? (
            <Button size="sm" variant="primary" onClick={() => change(resumeRun())}>
              <Trans>Resume</Trans>
            </Button>
          ) : (
            <Button size="sm" onClick={() => change(pauseRun(PAUSED_BY_USER))}>
              <Trans>Pause</Trans>
            </Button>
          )}
          <Button size="sm" onClick={() => setConfirming(true)}>
            <Trans>Cancel remaining</Trans>
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t`Cancel the remaining cells?`}
        cancelLabel={t`Keep them`}
        onCancel={() => setConfirming(false)}
        actions={[
          {
            label: plural(left, { one: "Cancel # cell", other: "Cancel # cells" }),
            variant: "danger",
            onClick: () => {
              setConfirming(false);
              change(cancelRemaining);
            },
          },
        ]}
      >
        {plural(left, {
          one: `# cell of “${runName}” will never be sent. Cells already sent are not affected.`,
          other: `# cells of “${runName}” will never be sent. Cells already sent are not affected.`,
        })}
      </ConfirmDialog>
    </div>
  );
}
