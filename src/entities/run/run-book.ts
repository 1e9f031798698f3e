import { useSyncExternalStore } from "react";
import type { Run } from "../../contract/run.ts";
import { runSchema } from "../../contract/run-schema.ts";
import { RUNS_CHANNEL } from "./run-presence.ts";
import { SyncedStore, sharedStore } from "../../lib/synced-store.ts";
import type { RunPatch, RunStore } from "./store.ts";

type Message = { type: "put"; run: Run } | { type: "remove"; id: string } | { type: "reload" };

const newestFirst = (a: Run, b: Run) => b.createdAt - a.createdAt;

/**
 * The QA runs of this browser: the builder adds them, the queue sends their cells, the view
 * shows them. Kept in IndexedDB and mirrored in memory, heard across tabs as the ledger is. A
 * stored run that no longer reads is left where it is and skipped, so a later version may still
 * read it.
 */
export class RunBook extends SyncedStore<Message> implements RunStore {
  private byId = new Map<string, Run>();
  private sorted: readonly Run[] = [];
  /** False until the stored runs are read: an empty list then means "not yet known". */
  loaded = false;

  constructor() {
    super("runs", RUNS_CHANNEL);
  }

  /** Every run, the newest first; the same array until something changes (for useSyncExternalStore). */
  list = (): readonly Run[] => this.sorted;

  get = (id: string): Run | undefined => this.byId.get(id);

  /** Stores a new run (or replaces one with its id); resolves once it is stored. */
  async add(run: Run): Promise<void> {
    await this.write(run.id, run);
    this.set(run, true);
  }

  /**
   * Changes a run in one transaction, a function patch worked out from the run as stored (not as
   * this tab last heard of it). Resolves to the run as stored, or undefined when there is none
   * that reads.
   */
  async update(id: string, patch: RunPatch): Promise<Run | undefined> {
    const next = await this.rewrite(id, (value): Run | undefined => {
      const stored = runSchema.safeParse(value);
      if (!stored.success) return undefined;
      return { ...stored.data, ...(typeof patch === "function" ? patch(stored.data) : patch), id };
    });
    if (next) this.set(next, true);
    return next;
  }

  async remove(id: string): Promise<void> {
    await this.erase(id);
    this.drop(id);
    this.post({ type: "remove", id });
  }

  /** Stores many runs in one transaction, as given (an import decides what to merge). */
  async putMany(runs: readonly Run[]): Promise<void> {
    if (runs.length === 0) return;
    await this.writeMany(runs.map((run) => [run.id, run] as const));
    for (const run of runs) this.byId.set(run.id, run);
    this.changed();
    this.post({ type: "reload" });
  }

  protected async reload() {
    const values = await this.readAll();
    const next = new Map<string, Run>();
    for (const value of values) {
      const run = runSchema.safeParse(value);
      if (run.success) next.set(run.data.id, run.data);
    }
    this.byId = next;
    this.loaded = true;
    this.changed();
  }

  protected async receive(message: Message) {
    if (message.type === "put") {
      const run = runSchema.safeParse(message.run);
      if (run.success) this.set(run.data, false);
    } else if (message.type === "remove") this.drop(message.id);
    else await this.reload();
  }

  private set(run: Run, announce: boolean) {
    this.byId.set(run.id, run);
    this.changed();
    if (announce) this.post({ type: "put", run });
  }

  private drop(id: string) {
    if (this.byId.delete(id)) this.changed();
  }

  private changed() {
    this.sorted = [...this.byId.values()].sort(newestFirst);
    this.notify();
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
