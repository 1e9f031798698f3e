// Deck entries for a test run's cells (not used by the app).
import type { Run, RunCell } from "../contract/run.ts";
import type { DeckEntry } from "../lib/deck-entry.ts";
import { makeEntry, record } from "./deck-entries.ts";

/** The cell's task at `status`; a completed one has one video, finished a minute after the run began. */
export function cellEntry(run: Run, cell: RunCell, status: string): DeckEntry {
  const requestId = `req-${cell.key}`;
  const done = status === "COMPLETED";
  return makeEntry({
    id: cell.entryId ?? cell.key,
    body: cell.body,
    bodyKey: JSON.stringify(cell.body),
    submittedAt: run.createdAt + 1000,
    requestId,
    updatedAt: run.createdAt + 2000,
    record: record({
      request_id: requestId,
      task_id: `task-${cell.key}`,
      status,
      progress: done ? "100%" : "40%",
      finish_time: done ? Math.floor(run.createdAt / 1000) + 60 : 0,
      data: done ? { video_urls: [`https://cdn.example/${encodeURIComponent(cell.key)}.mp4`] } : {},
    }),
  });
}

/** The deck of a run: each cell's status by its key (a cell not named has no entry). */
export function runEntries(run: Run, statuses: Record<string, string>): Map<string, DeckEntry> {
  const entries = new Map<string, DeckEntry>();
  for (const cell of run.cells) {
    const status = statuses[cell.key];
    if (status && cell.entryId) entries.set(cell.entryId, cellEntry(run, cell, status));
  }
  return entries;
}
