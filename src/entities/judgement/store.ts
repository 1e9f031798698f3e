import type { Choice } from "./choices.ts";
import type { Judgement } from "../../contract/judgement.ts";

/**
 * What the app asks of the pairwise judgements' store, whoever keeps it: today this browser's
 * IndexedDB (judgement-book.ts). A judgement is keyed by its pair of tasks, in either order.
 * Writes resolve once the change is stored, and every tab's subscribers hear of it.
 */
export interface JudgementStore {
  readonly ready: Promise<void>;
  /** The judgement on this pair, in either order. */
  pair(a: string, b: string): Judgement | undefined;
  /** Every judgement a task is in. */
  of(id: string): readonly Judgement[];
  /** A number that changes with every change (for useSyncExternalStore and memos). */
  snapshot(): number;
  subscribe(listener: () => void): () => void;
  /** Judges the pair as shown (A, B); the same choice again undoes it. Resolves to what is stored, if anything. */
  judge(a: string, b: string, choice: Choice): Promise<Judgement | undefined>;
}
