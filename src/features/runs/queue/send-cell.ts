import type { Connection } from "../../../lib/connection.ts";
import type { RunStore } from "../../../entities/run/store.ts";
import type { TaskStore } from "../../../entities/task/store.ts";
import { postSubmission, reserveTask } from "../../../entities/task/checks/send-submission.ts";
import { claimCell, claimed, pauseFor, pauseRun, unclaimCell } from "./run-state.ts";

export type CellJob = { runId: string; key: string };

export type Sender = {
  book: RunStore;
  deck: TaskStore;
  /** The connection as it is when the cell leaves. */
  connection: () => Connection;
  openSettings: (reason: string) => void;
};

/**
 * Sends one cell as a single task is sent, in three writes: its entry id to the run, its entry
 * to the ledger, then its POST, once. A repeat is an intended duplicate (the person confirmed
 * the run), so the duplicate check is off. A refused cell is marked on its deck entry and the
 * run goes on; an answer that says to stop (401, 429, 5xx, none at all) pauses the run.
 */
export async function sendCell(sender: Sender, { runId, key }: CellJob): Promise<void> {
  const { book, deck } = sender;
  const connection = sender.connection();
  const entryId = crypto.randomUUID();
  const run = await book.update(runId, claimCell(key, entryId));
  const cell = run?.cells.find((c) => c.key === key);
  // Paused, cancelled or sent meanwhile (by a Pause, another tab's Cancel remaining).
  if (!run || !cell || !claimed(run, key, entryId)) return;
  const reserved = await reserveTask(deck, connection, { id: entryId, mode: run.plan.family, body: cell.body }, true);
  if ("notStored" in reserved) {
    await book.update(runId, unclaimCell(key, entryId, { reason: "server", message: reserved.notStored }));
    return;
  }
  const posted = await postSubmission(deck, connection, reserved.entry, true);
  if (posted.ok || "duplicate" in posted) return;
  const pause = pauseFor(posted.error, posted.report);
  if (!pause) return;
  await book.update(runId, pauseRun(pause));
  if (pause.reason === "auth") sender.openSettings(pause.message);
}
