import { randomUUID } from "node:crypto";
import { claimCell, claimed, unsentCells, withCell, type Run, type RunCell } from "../../src/contract/run.ts";
import { RATE_WINDOW_MS, waitForSlot } from "../../src/contract/pace-window.ts";
import { paceOf } from "../../src/contract/run-pace.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { holdLease, releaseLease } from "./leases.ts";
import { fullPause, noAnswerPause, pauseFor } from "./run-pauses.ts";
import { takeOver } from "./run-takeover.ts";
import type { RunBook } from "./runs.ts";
import { RUN_SENDER } from "./schema.ts";
import type { ChangeSignal } from "./changes.ts";
import type { KeptAnswer, SubmissionJournal } from "./submissions.ts";

// The server sends the workspace's runs (issue 27, point 4): one instance at a time (a lease),
// the oldest run first, each cell at its run's pace (K at once, R in any minute, counted from
// the journal so a new holder counts what the last one sent). A cell is sent as a page sends
// one: its id written to the run, then the submission written ahead, then the POST, once.

const LEASE = "run-sender";
/** The shortest time between two looks at the runs. */
const GAP_MS = 50;

/** Sends one cell's body under its key; its callback's secret for the callback_url. Null: no answer came. */
export type SendCell = (key: string, body: string, secret: string) => Promise<KeptAnswer | null>;

type Workspace = {
  database: Pick<WorkspaceDatabase, "db" | "kind">;
  runs: RunBook;
  journal: SubmissionJournal;
  changes: Pick<ChangeSignal, "listen">;
};

export type RunSenderOptions = { owner: string; leaseMs?: number; tickMs?: number; now?: () => number };

export function startRunSender(
  { database, runs, journal, changes }: Workspace,
  send: SendCell,
  { owner, leaseMs = 6_000, tickMs = 1_000, now = Date.now }: RunSenderOptions,
): { stop(): Promise<void> } {
  let stopped = false;
  let woken = false;
  let wake = () => void (woken = true);
  // A run made, changed or resumed anywhere; a task's change is none of its business.
  const unlisten = changes.listen((kind) => kind !== "tasks" && wake());
  const sends = new Set<Promise<void>>();
  /** Cells on their way from this instance, by run and key; and when each of this instance's left. */
  const busy = new Set<string>();
  const launched = new Map<string, number>();
  let holding = false;
  let heldAt = 0;

  const sendCell = async (run: Run, cell: RunCell) => {
    const entryId = randomUUID();
    const claim = await runs.change(run.id, claimCell(cell.key, entryId));
    if (!claimed(claim, cell.key, entryId)) return;
    launched.set(entryId, now());
    const body = JSON.stringify(cell.body);
    const written = await journal.claim(entryId, body, RUN_SENDER, null, run.id).catch((error: Error) => error);
    if (written instanceof Error || written.kind !== "new") {
      // Not written ahead, so not sent (nor counted in the pace): the cell is unsent again, and
      // the run stops. A full workspace would refuse each of its cells alike.
      launched.delete(entryId);
      const why = written instanceof Error ? written.message : `its key was known (${written.kind})`;
      const full = !(written instanceof Error) && written.kind === "full" ? written : null;
      const pause = full ? fullPause(full) : noAnswerPause(`The cell could not be written before sending (${why}).`);
      await runs.change(run.id, (r) =>
        claimed(r, cell.key, entryId) ? { ...withCell(r, cell.key, { entryId: null }), pause } : {},
      );
      return;
    }
    const { secret } = written;
    const kept = await send(entryId, body, secret).catch(() => null);
    if (!kept) await journal.noAnswer(entryId);
    else await journal.answered(entryId, kept);
    const pause = kept ? pauseFor(kept) : noAnswerPause("No answer came from the service: the task may exist.");
    if (pause) await runs.change(run.id, (r) => (r.pause ? {} : { pause }));
  };

  const launch = (run: Run, cell: RunCell) => {
    const id = `${run.id}\n${cell.key}`;
    busy.add(id);
    const done: Promise<void> = sendCell(run, cell)
      .catch((error: unknown) => console.error(`server: a run's cell could not be sent (${(error as Error).message}).`))
      .finally(() => {
        busy.delete(id);
        sends.delete(done);
        wake();
      });
    sends.add(done);
  };

  /** The last minute's starts: the journal's, and this instance's that it may not hold yet. */
  const recentStarts = async (at: number) => {
    const rows = await database.db
      .selectFrom("submissions")
      .select(["key", "created_at"])
      .where("sent_by", "=", RUN_SENDER)
      .where("created_at", ">", at - RATE_WINDOW_MS)
      .execute();
    const starts = new Map(rows.map((row) => [row.key, Number(row.created_at)]));
    for (const [key, time] of launched)
      if (at - time >= RATE_WINDOW_MS) launched.delete(key);
      else if (!starts.has(key)) starts.set(key, time);
    return [...starts.values()].sort((a, b) => a - b);
  };

  /** One look at the runs: sends what the pace allows now; answers how long until the next look. */
  const round = async (): Promise<number> => {
    const at = now();
    let held = await runs.active();
    // Nothing to send: the lease goes back, so that a later holder knows no one died sending.
    if (held.length === 0) {
      if (holding && busy.size === 0) await releaseLease(database, LEASE, owner);
      holding &&= busy.size > 0;
      return tickMs;
    }
    // Renewed a third of the way through: looks come far more often than that.
    const renew = !holding || at - heldAt >= leaseMs / 3;
    const hold = renew ? await holdLease(database, LEASE, owner, leaseMs, at) : "held";
    if (renew) heldAt = at;
    holding = hold !== "busy";
    if (hold === "busy") return tickMs;
    if (hold === "taken") {
      await takeOver(
        { database, runs, journal },
        held.map(({ run }) => run),
      );
      held = await runs.active();
    }
    const starts = await recentStarts(at);
    let next = tickMs;
    for (const { run, pace } of held)
      for (const cell of unsentCells(run)) {
        if (busy.has(`${run.id}\n${cell.key}`)) continue;
        const wait = waitForSlot(busy.size, starts, at, paceOf(pace));
        // K on their way: an answer wakes the next look. A full minute: the window moves on.
        if (wait !== 0) {
          if (wait !== null) next = Math.min(next, wait);
          break;
        }
        starts.push(at);
        launch(run, cell);
      }
    return next;
  };

  const running = (async () => {
    while (!stopped) {
      woken = false;
      let wait = tickMs;
      try {
        wait = await round();
      } catch (error) {
        console.error(`server: sending runs failed (${(error as Error).message}); trying again.`);
      }
      // A run changed anywhere, or a cell answered here, wakes it: a look at most every GAP_MS.
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
      if (woken || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, wait - GAP_MS));
        wake = () => {
          woken = true;
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => void (woken = true);
    }
  })();

  return {
    /** Sends nothing more, waits for the cells on their way, and gives the lease back. */
    async stop() {
      stopped = true;
      unlisten();
      wake();
      await running;
      await Promise.all(sends);
      await releaseLease(database, LEASE, owner).catch(() => undefined);
    },
  };
}
