import { TIMEOUT_RANGE } from "../../lib/connection.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { ORPHANED, orphanedNote } from "../../lib/orphaned.ts";
import type { TaskStore } from "./store.ts";

/**
 * Longer than any submission can wait for its answer (the longest time-out the settings allow,
 * plus a minute): a tab whose POST is still in flight must not see it called lost by another.
 */
const ORPHAN_AFTER_MS = (TIMEOUT_RANGE.max + 60) * 1000;

/**
 * Marks the submissions still "sending" long after they left: a page closed mid-flight, and the
 * answer will never come. Run over every entry once all are read (with the deck's code, not the
 * start-up's). A submission answered meanwhile is left as it is.
 */
export function markOrphans(store: TaskStore, entries: readonly DeckEntry[], now = Date.now()) {
  for (const entry of entries)
    if (entry.state === "sending" && now - entry.submittedAt > ORPHAN_AFTER_MS)
      void store.update(entry.id, (current) =>
        current.state === "sending" ? { state: "unknown", error: orphanedNote(), failure: ORPHANED } : {},
      );
}
