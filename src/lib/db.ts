import { openDB, type DBSchema, type IDBPDatabase } from "idb";

// One IndexedDB database for what must survive a reload: the composer's drafts and the
// ledger of submitted tasks. IndexedDB, not localStorage: drafts may hold images of megabytes.

export interface TaskdeckDb extends DBSchema {
  drafts: { key: string; value: unknown };
  tasks: { key: string; value: unknown };
}

let opening: Promise<IDBPDatabase<TaskdeckDb>> | null = null;

export function database(): Promise<IDBPDatabase<TaskdeckDb>> {
  opening ??= openDB<TaskdeckDb>("taskdeck", 1, {
    upgrade(db) {
      db.createObjectStore("drafts");
      db.createObjectStore("tasks");
    },
  });
  return opening;
}
