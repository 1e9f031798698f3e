import { useEffect, useRef, useState } from "react";
import { unsentCells } from "../../../contract/run.ts";
import { useConnection } from "../../../lib/connection-context.tsx";
import { loadRunPace } from "../../../lib/connection.ts";
import { useDeck } from "../../../entities/task/ledger-context.tsx";
import { sharedRunBook } from "../../../entities/run/run-book.ts";
import type { RunStore } from "../../../entities/run/store.ts";
import { Pacer } from "./pacer.ts";
import { takeOver } from "./run-state.ts";
import { sendCell, type CellJob, type Sender } from "./send-cell.ts";

const LOCK = "taskdeck-run-queue";

/**
 * Whether this tab sends the runs' cells: one tab at a time holds a Web Lock, the others wait
 * in line and take over when it closes. Without Web Locks every tab sends; the run book's
 * claim (a cell's entry id written in one transaction) still keeps a cell from going twice.
 */
function useQueueLeader(): boolean {
  const supported = typeof navigator !== "undefined" && "locks" in navigator;
  const [leader, setLeader] = useState(!supported);
  useEffect(() => {
    if (!supported) return;
    const controller = new AbortController();
    let release: (() => void) | undefined;
    const hold = () => {
      setLeader(true);
      return new Promise<void>((resolve) => (release = resolve));
    };
    navigator.locks.request(LOCK, { signal: controller.signal }, hold).catch(() => undefined);
    return () => {
      controller.abort();
      release?.();
      setLeader(false);
    };
  }, [supported]);
  return leader;
}

/** The next cell to send: the oldest run's first unsent cell, in a run that is not paused. */
function nextCell(book: RunStore, busy: Set<string>): CellJob | null {
  for (const run of [...book.list()].reverse()) {
    if (run.pause) continue;
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
  const leader = useQueueLeader();
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
      for (const run of book.list()) if (live && Object.keys(change(run)).length > 0) await book.update(run.id, change);
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
