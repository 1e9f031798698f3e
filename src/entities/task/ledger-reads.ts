import { database } from "../../lib/db.ts";
import type { StoredEntry } from "../../lib/stored-entry.ts";

// What the ledger (ledger.ts) reads ahead of its whole store at start-up, so that a returning
// visit with thousands of tasks shows its newest at once.

/** The `count` newest stored entries, by the index of when they were sent, and how many there are in all. */
export async function readNewest(count: number): Promise<{ total: number; newest: StoredEntry[] }> {
  const tx = (await database()).transaction("tasks");
  const newest: StoredEntry[] = [];
  let cursor = await tx.store.index("submittedAt").openCursor(null, "prev");
  while (cursor && newest.length < count) {
    newest.push(cursor.value as StoredEntry);
    cursor = await cursor.continue();
  }
  return { total: await tx.store.count(), newest };
}

const HINT = "taskdeck.hadTasks";

/**
 * Whether the ledger held tasks when this browser last saw it: a returning visit fetches the
 * deck's code while the ledger is still being read, not after.
 */
export function hadTasks(): boolean {
  try {
    return localStorage.getItem(HINT) !== null;
  } catch {
    return false;
  }
}

export function rememberHadTasks(has: boolean) {
  try {
    if (has) localStorage.setItem(HINT, "1");
    else localStorage.removeItem(HINT);
  } catch {
    // No storage (private mode): a returning visit fetches the deck's code once the ledger is read.
  }
}
