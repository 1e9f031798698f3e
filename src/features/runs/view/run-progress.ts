import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Run, RunCell } from "../../../contract/run.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { formatDuration } from "../../../lib/format-time.ts";
import { deckStatus } from "../../../entities/task/deck-status.ts";

/**
 * Where one cell stands: not sent yet, cancelled (Cancel remaining), sent and not final, or final
 * (`done` with its results, `failed` otherwise: refused, failed, timed out, outcome unknown).
 */
export type CellPhase = "unsent" | "cancelled" | "running" | "done" | "failed";

/** A cell's task in the deck, by its entry id (undefined: not sent, or not in this browser). */
export type EntryOf = (id: string) => DeckEntry | undefined;

export function cellPhase(cell: RunCell, entryOf: EntryOf): CellPhase {
  if (cell.entryId === null) return cell.cancelled ? "cancelled" : "unsent";
  const entry = entryOf(cell.entryId);
  // The run names the entry before the ledger holds it: it is being sent.
  if (!entry) return "running";
  const status = deckStatus(entry);
  if (!status.final) return "running";
  return status.done ? "done" : "failed";
}

export type RunProgress = Record<CellPhase, number> & { total: number; finished: number };

export function runProgress(run: Run, entryOf: EntryOf): RunProgress {
  const counts: Record<CellPhase, number> = { unsent: 0, cancelled: 0, running: 0, done: 0, failed: 0 };
  for (const cell of run.cells) counts[cellPhase(cell, entryOf)]++;
  // A failed task counts as finished: it will not move again.
  return { ...counts, total: run.cells.length, finished: counts.done + counts.failed };
}

/** A count as the current language writes it ("1,200"). */
const n = (count: number) => i18n.number(count);

/**
 * "9 of 12 finished, 1 failed, 2 running", then what was not sent or was cancelled, if any: in
 * the current language (call it while rendering or reporting).
 */
export function progressText(progress: RunProgress): string {
  const { finished, total, failed, running, unsent, cancelled } = {
    finished: n(progress.finished),
    total: n(progress.total),
    failed: n(progress.failed),
    running: n(progress.running),
    unsent: n(progress.unsent),
    cancelled: n(progress.cancelled),
  };
  const parts = [t`${finished} of ${total} finished`];
  if (progress.failed) parts.push(t`${failed} failed`);
  if (progress.running) parts.push(t`${running} running`);
  if (progress.unsent) parts.push(t`${unsent} not sent`);
  if (progress.cancelled) parts.push(t`${cancelled} cancelled`);
  return parts.join(t({ comment: "Between the parts of a run's progress", message: ", " }));
}

/** When a final task ended, as far as the browser knows: the service's finish time, else its last answer. */
function endedAt(entry: DeckEntry): number {
  const finish = entry.record?.finish_time;
  return finish ? finish * 1000 : (entry.updatedAt ?? entry.submittedAt);
}

/**
 * How long the run has taken: from its creation to its last task's end once nothing is left to
 * run or send, else to `now`. `done` says which.
 */
export function runElapsed(run: Run, entryOf: EntryOf, now: number): { ms: number; done: boolean } {
  const progress = runProgress(run, entryOf);
  const done = progress.running === 0 && progress.unsent === 0;
  if (!done) return { ms: Math.max(0, now - run.createdAt), done };
  let end = run.createdAt;
  for (const cell of run.cells) {
    const entry = cell.entryId === null ? undefined : entryOf(cell.entryId);
    if (entry) end = Math.max(end, endedAt(entry));
  }
  return { ms: end - run.createdAt, done };
}

/** "Took 3 min 20 s" once done, "Running for 45 s" before. */
export function elapsedText({ ms, done }: { ms: number; done: boolean }): string {
  const time = formatDuration(ms / 1000);
  return done ? t`Took ${time}` : t`Running for ${time}`;
}
