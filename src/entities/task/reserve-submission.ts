import { withLock } from "../../lib/cross-tab-lock.ts";
import { DUPLICATE_WINDOW_MS } from "../../contract/duplicate-guard.ts";
import { recentDuplicate, type DeckEntry } from "../../lib/deck-entry.ts";
import type { TaskStore } from "./store.ts";

const SUBMIT_LOCK = "taskdeck-submit";

/**
 * Stores a submission before its POST leaves, unless an identical one was sent within the
 * window (then that one is returned, and nothing is stored). The check and the write hold one
 * lock across tabs: two tabs sending the same body at the same instant store, and send, one.
 */
export function reserveSubmission(
  ledger: TaskStore,
  entry: DeckEntry,
  { allowDuplicate = false }: { allowDuplicate?: boolean } = {},
): Promise<{ duplicate: DeckEntry | null }> {
  return withLock(SUBMIT_LOCK, async () => {
    if (!allowDuplicate) {
      const recent = await ledger.storedSince(entry.submittedAt - DUPLICATE_WINDOW_MS);
      const duplicate = recentDuplicate(recent, entry.bodyKey, entry.submittedAt);
      if (duplicate) return { duplicate };
    }
    await ledger.add(entry);
    return { duplicate: null };
  });
}
