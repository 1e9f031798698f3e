import { claimed, unsentCells, withCell, type Run, type RunCell, type RunPause } from "../../../contract/run.ts";
import { ApiError } from "../../../lib/api-error.ts";
import type { ErrorReport } from "../../../lib/failure/describe-error.ts";
import { WORKSPACE_FULL_CODE } from "../../../contract/workspace-refusals.ts";

export { claimCell, claimed } from "../../../contract/run.ts";

// What the queue and the run controls do to a run, as changes to it: each worked out from the
// run as stored (RunStore.update), so two tabs' changes never undo one another.

type Change = Partial<Omit<Run, "id">>;

/** A cell whose ledger entry could not be stored was not sent: it goes back to unsent, and the run stops. */
export const unclaimCell = (key: string, entryId: string, pause: RunPause) => (run: Run) =>
  claimed(run, key, entryId) ? { ...withCell(run, key, { entryId: null }), pause } : {};

/** Stops a run unless it is stopped already (the first reason stays). */
export const pauseRun = (pause: RunPause) => (run: Run) => (run.pause ? {} : { pause });

export const resumeRun = (): Change => ({ pause: null });

const RELOADED: RunPause = {
  reason: "reload",
  // eslint-disable-next-line lingui/no-unlocalized-strings
  message: "The page that was sending this run closed or reloaded. Nothing more is sent until you resume.",
};

/**
 * When this tab becomes the one that sends (the last one closed, reloaded or crashed): a cell
 * with an entry id that the ledger does not hold was not sent (the crash came between the two
 * writes), so it is unsent again; a run that was sending when its page went away comes back
 * paused. Runs made since this page opened were not sending in a page that went away.
 */
export const takeOver =
  (inLedger: (id: string) => boolean, pageOpenedAt: number) =>
  (run: Run): Change => {
    const notSent = (cell: RunCell) => cell.entryId !== null && !inLedger(cell.entryId);
    const cells = run.cells.map((cell) => (notSent(cell) ? { ...cell, entryId: null } : cell));
    const stop = !run.pause && run.createdAt < pageOpenedAt && unsentCells({ ...run, cells }).length > 0;
    return {
      ...(run.cells.some(notSent) ? { cells } : {}),
      ...(stop ? { pause: RELOADED } : {}),
    };
  };

/**
 * Whether a failed cell stops its run: a rejected token (the settings open), too many requests,
 * a failing service, an answer that never came or a full workspace stop it; a refusal of that
 * one cell does not.
 */
export function pauseFor(error: unknown, report: ErrorReport): RunPause | null {
  // The answer's facts go with the words, to word it again in the language shown (run-controls.tsx).
  const pause = (reason: RunPause["reason"]): RunPause => ({
    reason,
    message: report.message,
    failure: report.failure,
  });
  if (report.auth) return pause("auth");
  // Every cell after it would be refused alike: the run stops until the workspace has room.
  if (report.failure.code === WORKSPACE_FULL_CODE) return pause("full");
  if (error instanceof ApiError && error.status === 429) return pause("rate");
  if (report.serverFailed || report.outcomeUnknown) return pause("server");
  return null;
}
