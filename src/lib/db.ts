import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from "idb";

// One IndexedDB database for what must survive a reload: the composer's drafts, the ledger of
// submitted tasks, the verdicts on them, QA runs and their presets, and Compare's judgements. IndexedDB, not localStorage: drafts may hold images
// of megabytes.

export interface TaskdeckDb extends DBSchema {
  drafts: { key: string; value: unknown };
  /** Indexed by when each was submitted (since version 5): the newest are read first, ahead of the rest. */
  tasks: { key: string; value: unknown; indexes: { submittedAt: number } };
  /** Keyed by the task's id in `tasks` (ours, not the service's). Since version 2. */
  verdicts: { key: string; value: unknown };
  /** QA runs (contract/run.ts `Run`), keyed by the run's id. Since version 3. */
  runs: { key: string; value: unknown };
  /** Saved run plans (`RunPreset`), keyed by the preset's id. Since version 3. */
  presets: { key: string; value: unknown };
  /** Compare's pairwise judgements (entities/judgement), keyed by their pair of task ids. Since version 4. */
  judgements: { key: string; value: unknown };
}

export const DB_NAME = "taskdeck";
export const DB_VERSION = 5;

/**
 * Brings a database of any earlier version up to this one, step by step, adding stores and
 * never touching what the earlier versions stored.
 */
export function upgradeDatabase(
  db: IDBPDatabase<TaskdeckDb>,
  oldVersion: number,
  upgrade: IDBPTransaction<TaskdeckDb, StoreNames<TaskdeckDb>[], "versionchange">,
) {
  if (oldVersion < 1) {
    db.createObjectStore("drafts");
    db.createObjectStore("tasks");
  }
  if (oldVersion < 2) db.createObjectStore("verdicts");
  if (oldVersion < 3) {
    db.createObjectStore("runs");
    db.createObjectStore("presets");
  }
  if (oldVersion < 4) db.createObjectStore("judgements");
  if (oldVersion < 5) upgrade.objectStore("tasks").createIndex("submittedAt", "submittedAt");
}

let opening: Promise<IDBPDatabase<TaskdeckDb>> | null = null;

/**
 * Whether this browser holds the database yet, found without creating it: a first visit's
 * creation takes 50–200 ms in Chromium, and nothing can be read from a database not there yet.
 * True where the browser cannot tell.
 */
export async function databaseExists(): Promise<boolean> {
  try {
    // A browser that does not answer soon is taken at its word that it may have one.
    const listed = await Promise.race([indexedDB.databases(), new Promise<void>((done) => setTimeout(done, 500))]);
    return listed ? listed.some((db) => db.name === DB_NAME) : true;
  } catch {
    return true;
  }
}

export function database(): Promise<IDBPDatabase<TaskdeckDb>> {
  opening ??= openDB<TaskdeckDb>(DB_NAME, DB_VERSION, {
    upgrade: (db, oldVersion, _newVersion, transaction) => upgradeDatabase(db, oldVersion, transaction),
    // A newer version opened in another tab: let it upgrade, and open afresh on the next use.
    blocking: (_current, _next, event) => {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  });
  return opening;
}
