import { useSyncExternalStore } from "react";
import type { Run } from "../../contract/run.ts";
import { runSchema } from "../../contract/run-schema.ts";
import { RUNS_CHANNEL } from "./run-presence.ts";
import { KeyedStore } from "../../lib/keyed-store.ts";
import { sharedStore } from "../../lib/synced-store.ts";
import type { RunPatch, RunStore } from "./store.ts";
import type { SharedRun } from "../../contract/shared-run.ts";
import { loadRunPace } from "../../lib/run-pace-setting.ts";
import { changeOf, changeRun, removeRun, sendRun } from "./workspace-runs.ts";

const newestFirst = (a: Run, b: Run) => b.createdAt - a.createdAt;

/**
 * The QA runs of this browser: the builder adds them, the queue sends their cells, the view
 * shows them. Kept in IndexedDB and mirrored in memory, heard across tabs as the ledger is (the
 * one mirror, keyed-store.ts).
 */
export class RunBook extends KeyedStore<Run> implements RunStore {
  /** Its list: every run, the newest first. */
  constructor() {
    super("runs", RUNS_CHANNEL, runSchema, newestFirst);
  }

  /**
   * Stores a new run (or replaces one with its id); resolves once it is stored. One its server
   * is to send goes to the workspace first, at this browser's pace.
   */
  async add(run: Run): Promise<void> {
    const held = run.sentBy === "server" ? await sendRun(run, loadRunPace()) : run;
    return this.put(run.id, held);
  }

  /**
   * Changes a run in one transaction, a function patch worked out from the run as stored (not as
   * this tab last heard of it). Resolves to the run as stored, or undefined when there is none
   * that reads. A run the server sends is changed there (as it holds it), then here.
   */
  async update(id: string, patch: RunPatch): Promise<Run | undefined> {
    const apply = (current: Run) => ({ ...current, ...(typeof patch === "function" ? patch(current) : patch), id });
    const held = this.get(id);
    if (held?.sentBy === "server") {
      const change = changeOf(held, apply(held));
      if (!change) return held;
      const changed = await changeRun(id, change);
      await this.put(id, changed);
      return changed;
    }
    return this.change(id, (current) => (current ? apply(current) : undefined));
  }

  async remove(id: string): Promise<void> {
    if (this.get(id)?.sentBy === "server") await removeRun(id);
    await super.remove(id);
  }

  /** What the workspace's stream says of its runs, stored as it says it (a removed one goes). */
  async mirror(shared: readonly SharedRun[]): Promise<void> {
    for (const { id, run } of shared) if (!run && this.get(id)) await super.remove(id);
    await this.storeMany(shared.flatMap(({ id, run }) => (run ? [[id, run] as const] : [])));
  }

  /** Stores many runs in one transaction, as given (an import decides what to merge). */
  putMany(runs: readonly Run[]): Promise<void> {
    return this.storeMany(runs.map((run) => [run.id, run] as const));
  }
}

/** The page's one run book, listening to other tabs from its first use on. */
export const sharedRunBook: () => RunStore = sharedStore(() => new RunBook());

/** Every run, the newest first, re-rendering on any change in any tab. */
export function useRuns(book: RunStore = sharedRunBook()): readonly Run[] {
  return useSyncExternalStore(book.subscribe, book.list);
}

/** One run, or undefined while the book loads or when there is none with that id. */
export function useRun(id: string, book: RunStore = sharedRunBook()): Run | undefined {
  return useSyncExternalStore(book.subscribe, () => book.get(id));
}
