import { EMPTY_VERDICT } from "./verdict.ts";
import type { Verdict } from "../../contract/verdict-schema.ts";
import { verdictSchema } from "../../contract/verdict-schema.ts";
import { database } from "../../lib/db.ts";
import { SyncedStore, sharedStore } from "../../lib/synced-store.ts";
import type { VerdictPatch, VerdictStore } from "./store.ts";

type Message = { type: "put"; id: string; verdict: Verdict } | { type: "remove"; id: string } | { type: "reload" };

const CHANNEL = "taskdeck-verdicts";

/**
 * The verdicts on this browser's tasks, kept in the ledger's database and mirrored in memory,
 * heard across tabs the way the ledger is. A stored verdict that no longer reads (a hand-edited
 * database) is left where it is and shown as none, so a later version may still read it.
 */
export class VerdictBook extends SyncedStore<Message> implements VerdictStore {
  private byId = new Map<string, Verdict>();
  private version = 0;

  constructor() {
    super("verdicts", CHANNEL);
  }

  get = (id: string): Verdict | undefined => this.byId.get(id);

  /** Changes with every change, for useSyncExternalStore. */
  snapshot = () => this.version;

  /** Every tag in use, the most used first (then by name), for autocompletion and the filter. */
  tags(): string[] {
    const counts = new Map<string, number>();
    for (const verdict of this.byId.values())
      for (const tag of verdict.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
  }

  /** Changes one task's verdict in one transaction, stamping the time of the change. */
  async update(id: string, patch: VerdictPatch): Promise<Verdict> {
    const next = await this.rewrite(id, (value): Verdict => {
      const stored = verdictSchema.safeParse(value);
      const current = stored.success ? stored.data : EMPTY_VERDICT;
      const change = typeof patch === "function" ? patch(current) : patch;
      // Strictly later than the last change, even within one millisecond: the newer copy must win a merge.
      return { ...current, ...change, updatedAt: Math.max(Date.now(), current.updatedAt + 1) };
    });
    this.set(id, next, true);
    return next;
  }

  async remove(id: string): Promise<void> {
    await this.erase(id);
    if (this.byId.delete(id)) this.changed();
    this.post({ type: "remove", id });
  }

  /** Stores many verdicts in one transaction, as given (an import decides which win). */
  async putMany(verdicts: ReadonlyMap<string, Verdict>): Promise<void> {
    if (verdicts.size === 0) return;
    await this.writeMany(verdicts);
    for (const [id, verdict] of verdicts) this.byId.set(id, verdict);
    this.changed();
    this.post({ type: "reload" });
  }

  protected async reload() {
    const tx = (await database()).transaction("verdicts");
    const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
    const next = new Map<string, Verdict>();
    keys.forEach((key, i) => {
      const verdict = verdictSchema.safeParse(values[i]);
      if (verdict.success) next.set(key, verdict.data);
    });
    this.byId = next;
    this.changed();
  }

  protected async receive(message: Message) {
    if (message.type === "put") this.set(message.id, message.verdict, false);
    else if (message.type === "remove") {
      if (this.byId.delete(message.id)) this.changed();
    } else await this.reload();
  }

  private set(id: string, verdict: Verdict, announce: boolean) {
    this.byId.set(id, verdict);
    this.changed();
    if (announce) this.post({ type: "put", id, verdict });
  }

  private changed() {
    this.version++;
    this.notify();
  }
}

/** The page's one book, listening to other tabs from its first use on. */
export const sharedVerdictBook: () => VerdictStore = sharedStore(() => new VerdictBook());
