import { useSyncExternalStore } from "react";
import { database } from "../../lib/db.ts";
import { readNewest, rememberHadTasks } from "./ledger-reads.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { applyChange } from "../../lib/ledger-change.ts";
import { fromStored, toStored, type StoredEntry } from "../../lib/stored-entry.ts";
import { SyncedStore } from "../../lib/synced-store.ts";
import type { TaskPatch, TaskStore } from "./store.ts";

type Message = { type: "put"; entry: StoredEntry } | { type: "remove"; id: string } | { type: "reload" };

const CHANNEL = "taskdeck-ledger";
const newestFirst = (a: DeckEntry, b: DeckEntry) => b.submittedAt - a.submittedAt;
/** Read ahead of the rest on the first load: more than a tall screen's cards. */
export const FIRST_PAGE = 12;

/**
 * Every task this browser has submitted, kept in IndexedDB so nothing paid for is lost to a
 * reload, and mirrored in memory for rendering. Changes are read-modify-write transactions
 * (IndexedDB runs them one at a time), and other tabs hear of them on a BroadcastChannel.
 */
export class Ledger extends SyncedStore<Message> implements TaskStore {
  private byId = new Map<string, DeckEntry>();
  private sorted: readonly DeckEntry[] = [];
  private emitting = false;
  private hinted: boolean | null = null;
  /** How many entries the store held when first looked at (before they are all read). */
  private stored = 0;
  loaded = false;

  constructor() {
    super("tasks", CHANNEL);
  }

  list = (): readonly DeckEntry[] => this.sorted;

  count = (): number => (this.loaded ? this.sorted.length : Math.max(this.stored, this.sorted.length));

  get(id: string): DeckEntry | undefined {
    return this.byId.get(id);
  }

  /** Resolves once the entry is stored: a submission is written before its POST leaves. */
  async add(entry: DeckEntry): Promise<void> {
    await this.write(entry.id, toStored(entry));
    this.apply(entry, true);
  }

  /** Entries submitted since `since`, read from the store: another tab's newest may not be in memory here yet. */
  async storedSince(since: number): Promise<DeckEntry[]> {
    // By the index: a submission's duplicate check reads the last minutes, not the whole history.
    const db = await database();
    const stored = (await db.getAllFromIndex("tasks", "submittedAt", IDBKeyRange.lowerBound(since))) as StoredEntry[];
    return stored.map(fromStored);
  }

  /** Changes an entry in one transaction; a function patch is worked out from the entry as stored. */
  async update(id: string, patch: TaskPatch): Promise<DeckEntry | undefined> {
    const next = await this.rewrite(
      id,
      (stored) => {
        if (!stored) return undefined;
        const current = fromStored(stored as StoredEntry);
        return applyChange(current, typeof patch === "function" ? patch(current) : patch);
      },
      toStored,
    );
    if (next) this.apply(next, true);
    return next;
  }

  async remove(id: string): Promise<void> {
    await this.erase(id);
    this.drop(id, true);
  }

  /** Stores many entries in one transaction (an imported history). */
  async putMany(entries: readonly DeckEntry[]): Promise<void> {
    await this.writeMany(entries.map((entry) => [entry.id, toStored(entry)] as const));
    for (const entry of entries) this.byId.set(entry.id, entry);
    this.resort();
    this.post({ type: "reload" });
  }

  protected async reload() {
    // The first load shows the newest entries as soon as they are read (a reading of them all
    // started alongside would hold theirs up), then reads the rest. A change written meanwhile
    // waits for the reads before it (IndexedDB orders them), so no read overwrites it.
    if (!this.loaded) this.showFirst(await readNewest(FIRST_PAGE));
    const stored = (await this.readAll()) as StoredEntry[];
    this.byId = new Map(stored.map((item) => [item.id, fromStored(item)]));
    this.loaded = true;
    this.resort();
  }

  private showFirst({ total, newest }: Awaited<ReturnType<typeof readNewest>>) {
    if (this.loaded) return;
    this.stored = total;
    for (const item of newest) if (!this.byId.has(item.id)) this.byId.set(item.id, fromStored(item));
    this.resort();
  }

  protected async receive(message: Message) {
    if (message.type === "put") this.apply(fromStored(message.entry), false);
    else if (message.type === "remove") this.drop(message.id, false);
    else await this.reload();
  }

  private apply(entry: DeckEntry, announce: boolean) {
    const had = this.byId.get(entry.id);
    this.byId.set(entry.id, entry);
    // A changed entry keeps its place; only a new one needs the list sorted again.
    if (had && had.submittedAt === entry.submittedAt)
      this.sorted = this.sorted.map((e) => (e.id === entry.id ? entry : e));
    else this.sorted = [...this.byId.values()].sort(newestFirst);
    if (announce) this.post({ type: "put", entry: toStored(entry) });
    this.emit();
  }

  private drop(id: string, announce: boolean) {
    if (!this.byId.delete(id)) return;
    this.sorted = this.sorted.filter((entry) => entry.id !== id);
    if (announce) this.post({ type: "remove", id });
    this.emit();
  }

  private resort() {
    this.sorted = [...this.byId.values()].sort(newestFirst);
    const has = this.sorted.length > 0;
    if (this.loaded && has !== this.hinted) rememberHadTasks((this.hinted = has));
    this.emit();
  }

  // Many changes in one task (a burst of poll answers) make one render.
  private emit() {
    if (this.emitting) return;
    this.emitting = true;
    queueMicrotask(() => {
      this.emitting = false;
      this.notify();
    });
  }
}

export function useLedgerEntries(ledger: TaskStore): readonly DeckEntry[] {
  return useSyncExternalStore(ledger.subscribe, ledger.list);
}
