import { afterEach, beforeEach } from "vitest";
import { database } from "../lib/db.ts";
import type { SyncedStoreName } from "../lib/synced-store.ts";

type Tab = { connect(): void; close(): void; readonly ready: Promise<void> };

/**
 * Synced stores as tabs of one browser would hold them (one IndexedDB, one BroadcastChannel):
 * `store` emptied before each test, every tab closed after it. Call at the top level; the result
 * opens a tab, listening and loaded.
 */
export function storeTabs<T extends Tab>(store: SyncedStoreName, make: () => T): () => Promise<T> {
  const open: T[] = [];
  beforeEach(async () => (await database()).clear(store));
  afterEach(() => open.splice(0).forEach((tab) => tab.close()));
  return async () => {
    const tab = make();
    tab.connect();
    open.push(tab);
    await tab.ready;
    return tab;
  };
}
