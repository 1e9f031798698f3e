import { sql, type Kysely } from "kysely";
import pg from "pg";
import type { ItemKind } from "../../src/contract/shared-item.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { exclusively } from "./exclusive.ts";
import type { WorkspaceSchema } from "./schema.ts";
import { newestChange } from "./shared-tasks.ts";

// What pages hear of: each change to a submission they show (its answer, a record a check
// brought) stamps it with the workspace's next change number, and wakes whoever waits. A page
// reads what changed since the last number it saw, so a reconnect misses nothing, and a task
// that changed ten times while it was away comes once, as it is now.

/** PostgreSQL's channel: every instance hears every instance's changes (LISTEN/NOTIFY). */
const CHANNEL = "taskdeck_changes";
/** One writer of change numbers at a time (a lock on PostgreSQL): commits come in the order of their numbers. */
const TOPIC = "taskdeck:changes";

type Database = Pick<WorkspaceDatabase, "db" | "kind">;

/** What a change was to: a task (its submission), a run, or a shared item (a preset, a judgement). */
export type ChangeKind = "tasks" | "runs" | "items";
const CHANGE_KINDS: readonly string[] = ["tasks", "runs", "items"] satisfies ChangeKind[];

/** Writes inside the change's transaction; true when it changed something pages should hear of. */
type Write = (db: Kysely<WorkspaceSchema>) => Promise<boolean>;
/** Stamps what a write changed with its change number. */
type Mark = (db: Kysely<WorkspaceSchema>, seq: number) => Promise<unknown>;

export type Stamp = (key: string, write: Write) => Promise<boolean>;

export type ChangeSignal = {
  /**
   * Calls `listener` after each change, in this instance or (on PostgreSQL) another, with what
   * changed (null: anything may have, after a lost listening connection); answers how to stop.
   */
  listen(listener: (kind: ChangeKind | null) => void): () => void;
  /** A submission's change (by its key). */
  stamp: Stamp;
  /** A run's change (by its id). */
  stampRun: Stamp;
  /** A shared item's change (by its kind and id). */
  stampItem: (kind: ItemKind, id: string, write: Write) => Promise<boolean>;
  close(): Promise<void>;
};

/**
 * `stamp(key, write)`: runs `write` and, when it changed something (true), gives submission
 * `key` the next change number, in one transaction (`stampRun` a run, `stampItem` an item). Numbers are given out one at a time, so a
 * reader that saw number n has seen every change up to n.
 */
export async function changeSignal(database: Database, databaseUrl?: string): Promise<ChangeSignal> {
  const listeners = new Set<(kind: ChangeKind | null) => void>();
  const wake = (kind: ChangeKind | null) => listeners.forEach((listener) => listener(kind));
  const listening = database.kind === "postgres" && databaseUrl ? await listenTo(databaseUrl, wake) : null;
  /** Runs `write`, then `mark`s what it changed with the next number, in one transaction. */
  const stampWith = async (kind: ChangeKind, mark: Mark, write: Write) => {
    const changed = await exclusively(database, TOPIC, async (db) => {
      if (!(await write(db))) return false;
      await mark(db, (await newestChange({ db })) + 1);
      if (database.kind === "postgres") await sql`select pg_notify(${CHANNEL}, ${kind})`.execute(db);
      return true;
    });
    // This instance's own waiters at once; the others by the notification (sent at commit).
    if (changed) wake(kind);
    return changed;
  };
  return {
    stamp: (key, write) =>
      stampWith(
        "tasks",
        (db, seq) => db.updateTable("submissions").set({ change_seq: seq }).where("key", "=", key).execute(),
        write,
      ),
    stampRun: (id, write) =>
      stampWith(
        "runs",
        (db, seq) => db.updateTable("runs").set({ change_seq: seq }).where("id", "=", id).execute(),
        write,
      ),
    stampItem: (kind, id, write) =>
      stampWith(
        "items",
        (db, seq) =>
          db.updateTable("items").set({ change_seq: seq }).where("kind", "=", kind).where("id", "=", id).execute(),
        write,
      ),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => void (await listening?.end()),
  };
}

/**
 * A connection of its own that listens (a pooled one would be handed to other work). One that is
 * lost is said and made again, every second until it is back; each stream then reads what it missed.
 */
async function listenTo(url: string, wake: (kind: ChangeKind | null) => void): Promise<{ end(): Promise<void> }> {
  let current: pg.Client | null = null;
  let ended = false;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", ({ payload }) =>
      wake(CHANGE_KINDS.includes(payload ?? "") ? (payload as ChangeKind) : null),
    );
    client.on("error", (error) => {
      console.error(`server: listening for changes stopped (${error.message}); listening again.`);
      void client.end().catch(() => undefined);
      if (current === client) current = null;
      retry();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    current = client;
    wake(null);
  };
  const retry = () => {
    if (!ended) setTimeout(() => void connect().catch(retry), 1_000).unref();
  };
  await connect();
  return {
    async end() {
      ended = true;
      await current?.end().catch(() => undefined);
    },
  };
}
