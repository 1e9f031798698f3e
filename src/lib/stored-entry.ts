import { taskRecordSchema } from "../contract/record.ts";
import { submitFailureSchema } from "../contract/submit-failure-schema.ts";
import type { DeckEntry } from "./deck-entry.ts";
import { readPollError } from "./poll-answer.ts";

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
    pollError: readPollError(stored.pollError),
    // Entries stored before failures were kept, or with one this version cannot read: the text alone.
    failure: submitFailureSchema.safeParse(stored.failure).data ?? null,
    pollPaused: stored.pollPaused ?? false,
    failedChecks: stored.failedChecks ?? 0,
    unfollowed: stored.unfollowed ?? false,
  };
}
