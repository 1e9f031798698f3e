import { taskRecordSchema } from "../../contract/record.ts";
import { isTerminalStatus } from "../../contract/status.ts";
import type { DeckEntry } from "./deck-entry.ts";

/** What IndexedDB holds: the record as received, so a newer reader parses it afresh. */
export type StoredEntry = Omit<DeckEntry, "record"> & { record: unknown };

export function toStored(entry: DeckEntry): StoredEntry {
  return { ...entry, record: entry.record?.raw ?? null };
}

export function fromStored(stored: StoredEntry): DeckEntry {
  const record = stored.record === null ? null : taskRecordSchema.safeParse(stored.record);
  return {
    ...stored,
    record: record?.success ? record.data : null,
    pollError: stored.pollError ?? null,
    pollPaused: stored.pollPaused ?? false,
    unfollowed: stored.unfollowed ?? false,
  };
}

/**
 * Applies a change to an entry the way every tab must, so none undoes another's work: a record
 * older than the one held is ignored, a final status is never replaced by a running one, and a
 * task the server has forgotten stays forgotten.
 */
export function mergeEntry(current: DeckEntry, patch: Partial<DeckEntry>): DeckEntry {
  const next = { ...current, ...patch, id: current.id };
  const older =
    patch.record !== undefined && current.record !== null && (patch.updatedAt ?? 0) < (current.updatedAt ?? 0);
  const backwards =
    current.record !== null &&
    isTerminalStatus(current.record.status) &&
    patch.record != null &&
    !isTerminalStatus(patch.record.status);
  if (older || backwards) {
    next.record = current.record;
    next.updatedAt = current.updatedAt;
  }
  if (current.gone) next.gone = true;
  return next;
}
