import { KeyedStore } from "../../lib/keyed-store.ts";
import { sharedStore } from "../../lib/synced-store.ts";
import type { Choice } from "./choices.ts";
import { choiceAsShown, pairKey } from "./judgement.ts";
import { judgementSchema, type Judgement } from "./judgement-schema.ts";
import type { JudgementStore } from "./store.ts";

const CHANNEL = "taskdeck-judgements";

/**
 * The pairwise judgements made in Compare, kept in IndexedDB and mirrored in memory, heard across
 * tabs as the verdicts are (the one mirror, keyed-store.ts). Keyed by the pair (pairKey).
 */
export class JudgementBook extends KeyedStore<Judgement> implements JudgementStore {
  private version = 0;
  private byTask = new Map<string, Judgement[]>();

  constructor() {
    super("judgements", CHANNEL);
  }

  pair = (a: string, b: string): Judgement | undefined => this.get(pairKey(a, b));

  of = (id: string): readonly Judgement[] => this.byTask.get(id) ?? [];

  snapshot = () => this.version;

  async judge(a: string, b: string, choice: Choice): Promise<Judgement | undefined> {
    const key = pairKey(a, b);
    if (choiceAsShown(this.get(key), a) === choice) {
      await this.remove(key);
      return undefined;
    }
    // Strictly later than the last change, even within one millisecond: the newer copy must win a merge.
    return this.change(key, (current) => ({
      a,
      b,
      choice,
      updatedAt: Math.max(Date.now(), (current?.updatedAt ?? 0) + 1),
    }));
  }

  protected decode(value: unknown): Judgement | undefined {
    const read = judgementSchema.safeParse(value);
    return read.success ? read.data : undefined;
  }

  protected changed() {
    const byTask = new Map<string, Judgement[]>();
    for (const judgement of this.byId.values())
      for (const id of [judgement.a, judgement.b]) byTask.set(id, [...(byTask.get(id) ?? []), judgement]);
    this.byTask = byTask;
    this.version++;
    this.notify();
  }
}

/** The page's one book, listening to other tabs from its first use on. */
export const sharedJudgementBook: () => JudgementStore = sharedStore(() => new JudgementBook());
