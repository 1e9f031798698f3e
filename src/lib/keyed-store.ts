import { database } from "./db.ts";
import { SyncedStore, type SyncedStoreName } from "./synced-store.ts";

type Message = { type: "put"; id: string; value: unknown } | { type: "remove"; id: string } | { type: "reload" };
/** How a book reads a value: its zod schema. */
type Reader<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * The mirror the run and preset books share: an IndexedDB store's values by key, kept in memory,
 * each change told to the other tabs, which apply it without reading the store. A value that no
 * longer reads (a hand-edited database, a later version's) is left where it is and skipped, so a
 * later version may still read it. The ledger and the verdict book keep mirrors of their own for
 * their chunks' bytes: the ledger on this one cost the first visit 160 B gzip (more than its
 * budget leaves), and the verdict book on it split this file into a chunk of its own, one more
 * fetch on a returning visit (e2e/bundle-budget.spec.ts).
 */
export abstract class KeyedStore<T> extends SyncedStore<Message> {
  protected byId = new Map<string, T>();
  private sorted: readonly T[] = [];
  /** False until the stored values are read: an empty store then means "not yet known". */
  loaded = false;

  /** `schema` reads a stored value, or one another tab sent; `order` sorts the list. */
  protected constructor(
    store: SyncedStoreName,
    channel: string,
    private readonly schema: Reader<T>,
    private readonly order: (a: T, b: T) => number,
  ) {
    super(store, channel);
  }

  /** Every value in the book's order; the same array until something changes (for useSyncExternalStore). */
  list = (): readonly T[] => this.sorted;

  /** What a stored value, or one another tab sent, reads as; undefined when it does not read. */
  protected decode(value: unknown): T | undefined {
    const read = this.schema.safeParse(value);
    return read.success ? read.data : undefined;
  }

  /** The mirror changed: the list is sorted again, then the listeners told. */
  protected changed() {
    this.sorted = [...this.byId.values()].sort(this.order);
    this.notify();
  }

  /** What is stored, and sent to the other tabs, for a value. */
  protected encode(value: T): unknown {
    return value;
  }

  get = (id: string): T | undefined => this.byId.get(id);

  /** Stores a value (a new one, or one of the same key replaced); resolves once it is stored. */
  protected async put(id: string, value: T): Promise<void> {
    await this.write(id, this.encode(value));
    this.set(id, value, true);
  }

  /**
   * Changes a value in one transaction, worked out from the value as stored (not as this tab last
   * heard of it; undefined when none reads). `change` answering undefined writes nothing.
   */
  protected async change<R extends T | undefined>(id: string, change: (current: T | undefined) => R): Promise<R> {
    const next = await this.rewrite(
      id,
      (stored) => change(stored === undefined ? undefined : this.decode(stored)),
      (value) => this.encode(value),
    );
    if (next !== undefined) this.set(id, next, true);
    return next;
  }

  async remove(id: string): Promise<void> {
    await this.erase(id);
    this.drop(id);
    this.post({ type: "remove", id });
  }

  /** Stores many values in one transaction, as given; the other tabs read the store afresh. */
  protected async storeMany(values: Iterable<readonly [id: string, value: T]>): Promise<void> {
    const given = [...values];
    if (given.length === 0) return;
    await this.writeMany(given.map(([id, value]) => [id, this.encode(value)] as const));
    for (const [id, value] of given) this.byId.set(id, value);
    this.changed();
    this.post({ type: "reload" });
  }

  protected async reload() {
    const next = new Map<string, T>();
    const tx = (await database()).transaction(this.store);
    const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
    keys.forEach((id, i) => {
      const value = this.decode(values[i]);
      if (value !== undefined) next.set(id, value);
    });
    this.byId = next;
    this.loaded = true;
    this.changed();
  }

  protected async receive(message: Message) {
    if (message.type === "reload") return this.reload();
    if (message.type === "remove") return this.drop(message.id);
    const value = this.decode(message.value);
    if (value !== undefined) this.set(message.id, value, false);
  }

  private set(id: string, value: T, announce: boolean) {
    this.byId.set(id, value);
    this.changed();
    if (announce) this.post({ type: "put", id, value: this.encode(value) });
  }

  private drop(id: string) {
    if (this.byId.delete(id)) this.changed();
  }
}
