import type { StoreNames } from "idb";
import { database, type TaskdeckDb } from "./db.ts";

/** The stores kept in step across tabs: every one but the composer's drafts. */
export type SyncedStoreName = Exclude<StoreNames<TaskdeckDb>, "drafts">;

/**
 * What the ledger and the verdict, run and preset books share: one IndexedDB store mirrored in
 * memory, listeners told of changes, and a BroadcastChannel on which the tabs of this browser
 * tell each other. A subclass keeps the mirror: it reads the store in `reload`, hears other tabs
 * in `receive`, and writes through the helpers below.
 */
export abstract class SyncedStore<Message> {
  private readonly listeners = new Set<() => void>();
  private channel: BroadcastChannel | null = null;
  /** A read was made while not listening: another tab's change since then may have gone unheard. */
  private unheard = false;
  /** Resolves once the stored values are first read. */
  readonly ready: Promise<void>;

  protected constructor(
    protected readonly store: SyncedStoreName,
    private readonly channelName: string,
  ) {
    // A microtask later, so that the subclass's own fields are set before its `reload` runs.
    this.ready = Promise.resolve().then(() => this.reload());
  }

  /** Reads the whole store into memory afresh. */
  protected abstract reload(): Promise<void>;

  /** Another tab's message. */
  protected abstract receive(message: Message): Promise<void> | void;

  /** Starts hearing other tabs; a component effect calls this, and `close` on cleanup. */
  connect() {
    if (this.channel || typeof BroadcastChannel === "undefined") return;
    this.channel = new BroadcastChannel(this.channelName);
    this.channel.addEventListener("message", (event: MessageEvent<Message>) => void this.receive(event.data));
    // What other tabs did while this one was not listening, if it read anything then. The first
    // read, when it starts after this, sees it all: reading a long history twice at start-up cost
    // a reload hundreds of milliseconds, and every card a render of a list made anew.
    if (this.unheard) void this.reload();
    this.unheard = false;
  }

  close() {
    this.channel?.close();
    this.channel = null;
    this.unheard = true;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  protected notify() {
    this.listeners.forEach((listener) => listener());
  }

  /** Tells the other tabs (not this one). */
  protected post(message: Message) {
    this.channel?.postMessage(message);
  }

  protected async readAll(): Promise<unknown[]> {
    const db = await database();
    // The transaction starts here, in this task: whatever another tab wrote before is in it.
    if (!this.channel) this.unheard = true;
    return db.getAll(this.store);
  }

  protected async write(id: string, value: unknown): Promise<void> {
    await (await database()).put(this.store, value, id);
  }

  protected async erase(id: string): Promise<void> {
    await (await database()).delete(this.store, id);
  }

  /** Writes many values in one transaction (an import). */
  protected async writeMany(values: Iterable<readonly [id: string, value: unknown]>): Promise<void> {
    const tx = (await database()).transaction(this.store, "readwrite");
    await Promise.all([...[...values].map(([id, value]) => tx.store.put(value, id)), tx.done]);
  }

  /**
   * Reads one value and writes what `change` makes of it in one transaction: IndexedDB runs them
   * one at a time, so a change worked out from the value as stored loses no other tab's change.
   * `change` answering undefined (or null) writes nothing; `encode` turns its answer into what is stored.
   */
  protected async rewrite<T>(
    id: string,
    change: (stored: unknown) => T,
    encode: (value: NonNullable<T>) => unknown = (value) => value,
  ): Promise<T> {
    const tx = (await database()).transaction(this.store, "readwrite");
    const next = change(await tx.store.get(id));
    if (next !== undefined && next !== null) await tx.store.put(encode(next), id);
    await tx.done;
    return next;
  }
}

/** A page's one instance of a store, listening to other tabs from its first use on. */
export function sharedStore<T extends { connect(): void }>(make: () => T): () => T {
  let shared: T | null = null;
  return () => {
    if (!shared) {
      shared = make();
      shared.connect();
    }
    return shared;
  };
}
