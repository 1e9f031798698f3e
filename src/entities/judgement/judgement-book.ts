import { database } from "../../lib/db.ts";
import { SyncedStore, sharedStore } from "../../lib/synced-store.ts";
import type { Choice } from "./choices.ts";
import { choiceAsShown, pairKey } from "./judgement.ts";
import { judgementSchema, type Judgement } from "../../contract/judgement.ts";
import type { JudgementStore } from "./store.ts";
import { shareBook, type ItemBook } from "../../lib/shared-books.ts";
import type { SharedItem } from "../../contract/shared-item.ts";

type Message = { type: "put"; key: string; judgement: Judgement } | { type: "remove"; key: string };

const CHANNEL = "taskdeck-judgements";

/**
 * The pairwise judgements made in Compare, kept in IndexedDB and mirrored in memory, heard across
 * tabs as the verdicts are (in a shared workspace, the team's: shared-books.ts): a mirror of its own on synced-store.ts, as the verdict book's, not on
 * keyed-store.ts (which, shared with the run books, became a chunk of its own, and the first
 * visit's preload lists grew 35 B gzip). Keyed by the pair (pairKey). A stored judgement that does
 * not read is left where it is and shown as none.
 */
export class JudgementBook extends SyncedStore<Message> implements JudgementStore, ItemBook {
  readonly kind = "judgements";
  private byKey = new Map<string, Judgement>();
  private byTask = new Map<string, Judgement[]>();
  private version = 0;

  constructor() {
    super("judgements", CHANNEL);
  }

  pair = (a: string, b: string): Judgement | undefined => this.byKey.get(pairKey(a, b));

  of = (id: string): readonly Judgement[] => this.byTask.get(id) ?? [];

  snapshot = () => this.version;

  async judge(a: string, b: string, choice: Choice): Promise<Judgement | undefined> {
    const key = pairKey(a, b);
    if (choiceAsShown(this.byKey.get(key), a) === choice) {
      await this.erase(key);
      this.set(key, undefined, true);
      return undefined;
    }
    const next = await this.rewrite(key, (stored): Judgement => {
      const current = judgementSchema.safeParse(stored);
      // Strictly later than the last change, even within one millisecond: the newer copy must win a merge.
      return { a, b, choice, updatedAt: Math.max(Date.now(), current.success ? current.data.updatedAt + 1 : 0) };
    });
    this.set(key, next, true);
    return next;
  }

  times = () => new Map([...this.byKey].map(([key, judgement]) => [key, Math.floor(judgement.updatedAt)]));

  value = (key: string): unknown => this.byKey.get(key);

  async take(items: readonly SharedItem[]): Promise<void> {
    for (const { id, item, updatedAt } of items) {
      const mine = this.byKey.get(id);
      if (mine && Math.floor(mine.updatedAt) >= updatedAt) continue;
      const judgement = item === null ? undefined : judgementSchema.safeParse(item).data;
      if (item !== null && (!judgement || pairKey(judgement.a, judgement.b) !== id)) continue;
      if (judgement) await this.write(id, judgement);
      else if (mine) await this.erase(id);
      else continue;
      this.set(id, judgement, true);
    }
  }

  protected async reload() {
    const tx = (await database()).transaction("judgements");
    const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
    this.byKey = new Map();
    keys.forEach((key, i) => {
      const judgement = judgementSchema.safeParse(values[i]);
      if (judgement.success) this.byKey.set(key, judgement.data);
    });
    this.changed();
  }

  protected receive(message: Message) {
    this.set(message.key, message.type === "put" ? message.judgement : undefined, false);
  }

  private set(key: string, judgement: Judgement | undefined, announce: boolean) {
    if (judgement) this.byKey.set(key, judgement);
    else this.byKey.delete(key);
    this.changed();
    if (announce) this.post(judgement ? { type: "put", key, judgement } : { type: "remove", key });
  }

  private changed() {
    const byTask = new Map<string, Judgement[]>();
    for (const judgement of this.byKey.values())
      for (const id of [judgement.a, judgement.b]) byTask.set(id, [...(byTask.get(id) ?? []), judgement]);
    this.byTask = byTask;
    this.version++;
    this.notify();
  }
}

/** The page's one book, listening to other tabs from its first use on. */
export const sharedJudgementBook: () => JudgementStore = sharedStore(() => {
  const book = new JudgementBook();
  shareBook(book);
  return book;
});
