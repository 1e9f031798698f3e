import { useState } from "react";
import { unsentCells, type Run } from "../../../contract/run.ts";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { sharedRunBook, type RunBook } from "../../../lib/run-book.ts";
import { PAUSED_BY_USER, cancelRemaining, pauseRun, resumeRun } from "./run-state.ts";

const cells = (count: number) => `${count} ${count === 1 ? "cell" : "cells"}`;

/** What the run is doing, in words: why it stopped, if it did. */
function runStatus(run: Run, left: number): string {
  if (left === 0) return "Nothing left to send.";
  if (run.pause) return run.pause.reason === "user" ? run.pause.message : `Paused: ${run.pause.message}`;
  return "Sending at the pace set in the connection settings.";
}

/**
 * Pause, Resume and Cancel remaining for one run, with why it stopped and how many cells are
 * not yet sent, as a group named "Sending". Any tab may press them: the tab that sends hears of the change.
 */
export function RunControls({ run, book = sharedRunBook() }: { run: Run; book?: RunBook }) {
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const left = unsentCells(run).length;
  const change = (patch: Parameters<RunBook["update"]>[1]) => {
    setProblem(null);
    book.update(run.id, patch).catch((error: unknown) => setProblem(`Not saved in this browser: ${String(error)}.`));
  };

  return (
    <div role="group" aria-label="Sending" className="space-y-2 text-sm">
      <p role="status" className={run.pause && left > 0 ? "text-amber-800" : "text-slate-700"}>
        {runStatus(run, left)}
      </p>
      {left > 0 ? <p className="font-medium text-slate-800">{cells(left)} not yet sent</p> : null}
      {problem ? (
        <p role="alert" className="text-red-800">
          {problem}
        </p>
      ) : null}
      {left > 0 ? (
        <div className="flex flex-wrap gap-2">
          {run.pause ? (
            <Button size="sm" variant="primary" onClick={() => change(resumeRun())}>
              Resume
            </Button>
          ) : (
            <Button size="sm" onClick={() => change(pauseRun(PAUSED_BY_USER))}>
              Pause
            </Button>
          )}
          <Button size="sm" onClick={() => setConfirming(true)}>
            Cancel remaining
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Cancel the remaining cells?"
        cancelLabel="Keep them"
        onCancel={() => setConfirming(false)}
        actions={[
          {
            label: `Cancel ${cells(left)}`,
            variant: "danger",
            onClick: () => {
              setConfirming(false);
              change(cancelRemaining);
            },
          },
        ]}
      >
        {cells(left)} of “{run.name}” will never be sent. Cells already sent are not affected.
      </ConfirmDialog>
    </div>
  );
}
