import type { Verdict } from "../../contract/verdict-schema.ts";

/** A change to a verdict, or a function that works one out from the verdict as stored. */
export type VerdictPatch = Partial<Omit<Verdict, "updatedAt">> | ((current: Verdict) => Partial<Verdict>);

/**
 * What the app asks of the verdicts' store, whoever keeps it: today this browser's IndexedDB
 * (verdict-book.ts); a shared workspace on the server will implement it a second time. A verdict
 * is keyed by its task's id in the tasks' store. Writes resolve once the change is stored, and
 * every tab's subscribers hear of it.
 */
export interface VerdictStore {
  readonly ready: Promise<void>;
  get(id: string): Verdict | undefined;
  /** Every tag in use, the most used first (then by name). */
  tags(): string[];
  /** A number that changes with every change (for useSyncExternalStore and memos). */
  snapshot(): number;
  subscribe(listener: () => void): () => void;
  /** Changes one task's verdict at once, stamping the time of the change. */
  update(id: string, patch: VerdictPatch): Promise<Verdict>;
  remove(id: string): Promise<void>;
  /** Stores many verdicts at once, as given (an import decides which win). */
  putMany(verdicts: ReadonlyMap<string, Verdict>): Promise<void>;
}
