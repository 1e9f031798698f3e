import { useEffect, useRef } from "react";
import { unsentCells } from "../../../contract/run.ts";
import { useConnection } from "../../../lib/connection-context.tsx";
import { loadRunPace } from "../../../lib/run-pace-setting.ts";
import { useTabLeader } from "../../../lib/use-tab-leader.ts";
import { useDeck } from "../../../entities/task/ledger-context.tsx";
import { sharedRunBook } from "../../../entities/run/run-book.ts";
import type { RunStore } from "../../../entities/run/store.ts";
import { Pacer } from "./pacer.ts";
import { takeOver } from "./run-state.ts";
import { sendCell, type CellJob, type Sender } from "./send-cell.ts";

const LOCK = "taskdeck-run-queue";

/** The next cell to send: the oldest run's first unsent cell, in a run this page sends that is not paused. */
function nextCell(book: RunStore, busy: Set<string>): CellJob | null {
  for (const run of [...book.list()].reverse()) {
    if (run.pause || run.sentBy === "server") continue;
    const cell = unsentCells(run).find((c) => !busy.has(`${run.id}\n${c.key}`));
    if (cell) return { runId: run.id, key: cell.key };
  }
  return null;
}

/**
 * Sends the runs' cells at the pace the settings allow, from the one tab that leads. Mounted
 * once, from the moment the run store holds a run. Renders nothing.
 */
export function RunQueue() {
  const deck = useDeck();
  const { connection, openSettings } = useConnection();
  // One tab at a time sends the runs' cells. Without Web Locks every tab sends; the run store's
  // claim (a cell's entry id written in one transaction) still keeps a cell from going twice.
  const leader = useTabLeader(LOCK, true);
  const latest = useRef({ connection, openSettings });
  useEffect(() => {
    latest.current = { connection, openSettings };
  });

  useEffect(() => {
    if (!leader) return;
    const book = sharedRunBook();
    const busy = new Set<string>();
    const sender: Sender = {
      book,
      deck,
      connection: () => latest.current.connection,
      openSettings: (reason) => latest.current.openSettings(reason),
    };
    const pacer = new Pacer<CellJob>({
      pace: () => {
        const pace = loadRunPace();
        return { atOnce: pace.tasksAtOnce, perMinute: pace.submissionsPerMinute };
      },
      next: () => {
        const job = nextCell(book, busy);
        if (job) busy.add(`${job.runId}\n${job.key}`);
        return job;
      },
      send: (job) => sendCell(sender, job).finally(() => busy.delete(`${job.runId}\n${job.key}`)),
    });
    let live = true;
    let unsubscribe = () => {};
    void (async () => {
      await Promise.all([book.ready, deck.ready]);
      // What the tab that sent before this one left behind (see takeOver).
      const change = takeOver((id) => deck.get(id) !== undefined, performance.timeOrigin);
      // A run its server sends is the server's to take over (server/workspace/run-sender.ts).
      for (const run of book.list())
        if (live && run.sentBy !== "server" && Object.keys(change(run)).length > 0) await book.update(run.id, change);
      if (!live) return;
      unsubscribe = book.subscribe(pacer.pump);
      pacer.pump();
    })();
    return () => {
      live = false;
      unsubscribe();
      pacer.stop();
    };
  }, [leader, deck]);

  return null;
}
