import type { DeckEntry } from "../../lib/deck-entry.ts";

/** A change to a task's entry, or a function that works one out from the entry as stored. */
export type TaskPatch = Partial<DeckEntry> | ((current: DeckEntry) => Partial<DeckEntry>);

/**
 * What the app asks of the tasks' store, whoever keeps it: today this browser's IndexedDB
 * (ledger.ts); a shared workspace on the server will implement it a second time. Writes resolve
 * once the change is stored, and every tab's subscribers hear of it.
 */
export interface TaskStore {
  /** Resolves once the stored entries are first read. */
  readonly ready: Promise<void>;
  /** False until then: meanwhile the list holds the newest entries, read ahead for a first screen, or none. */
  readonly loaded: boolean;
  /** Every entry, the newest first; the same array until something changes (for useSyncExternalStore). */
  list(): readonly DeckEntry[];
  /** How many entries there are, known before they are all read. */
  count(): number;
  get(id: string): DeckEntry | undefined;
  /** Entries submitted since `since`, read from the store itself, not from what this tab has heard. */
  storedSince(since: number): Promise<DeckEntry[]>;
  subscribe(listener: () => void): () => void;
  add(entry: DeckEntry): Promise<void>;
  /** Changes an entry at once (no other change in between); undefined when there is none. */
  update(id: string, patch: TaskPatch): Promise<DeckEntry | undefined>;
  remove(id: string): Promise<void>;
  /** Stores many entries at once (an import). */
  putMany(entries: readonly DeckEntry[]): Promise<void>;
}
