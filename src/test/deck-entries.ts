// Test data for the deck's tests (not used by the app).
import { taskRecordSchema, type TaskRecord } from "../contract/record.ts";
import { newDeckEntry, type DeckEntry } from "../lib/deck-entry.ts";

export function record(raw: Record<string, unknown>): TaskRecord {
  return taskRecordSchema.parse(raw);
}

/** A bare record of this status, as a check would bring. */
export const statusRecord = (status: string, progress = "0%") =>
  taskRecordSchema.parse({ request_id: "r1", task_id: "", status, progress, submit_time: 1, data: {} });

/** A submission as it stands the moment it is stored, before any answer. */
export const freshEntry = (patch: Partial<DeckEntry> = {}): DeckEntry =>
  makeEntry({
    body: { model: "minimax/t2v-01", prompt: "x" },
    submittedAt: 1000,
    state: "sending",
    requestId: null,
    ...patch,
  });

/** A task the service accepted, as the ledger holds it, with `patch` changed. */
export function makeEntry(patch: Partial<DeckEntry> = {}): DeckEntry {
  return newDeckEntry({
    id: "e1",
    mode: "video",
    baseUrl: "",
    body: { model: "minimax/t2v-01-director", prompt: "A cat on a boat" },
    submittedAt: 1_750_000_000_000,
    state: "accepted",
    requestId: "20250829155118560120000jnBOAS1q",
    ...patch,
  });
}

const STATES = ["sending", "accepted", "refused", "failed", "unknown"] as const;
const STATUSES = ["PENDING", "IN_PROGRESS", "COMPLETED", "FAILED", "QUEUED", "WEIRD_NEW"] as const;
const WORDS = ["cat", "dog", "Boat", "sunset", "robot", "forest", "城市", "ocean"] as const;

/** `count` varied entries, the same on every run; submission times are shuffled. */
export function generateEntries(count: number): DeckEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const state = STATES[i % STATES.length] ?? "accepted";
    const hasRecord = state === "accepted" && i % 7 !== 0;
    const requestId = state === "accepted" ? `2025${String(i).padStart(8, "0")}req` : null;
    const prompt = `${WORDS[i % WORDS.length]} and ${WORDS[(i * 3 + 1) % WORDS.length]} #${i}`;
    const mode = i % 3 === 0 ? "3d" : "video";
    const body = { model: mode === "3d" ? "seed3d/v1" : `minimax/t2v-0${i % 2}`, prompt };
    return makeEntry({
      id: `id-${i}`,
      mode,
      body,
      bodyKey: JSON.stringify(body),
      // A stride coprime with the count scatters the times over the indices.
      submittedAt: 1_700_000_000_000 + ((i * 7919) % count) * 1000,
      state,
      requestId,
      record: hasRecord
        ? record({
            request_id: requestId,
            task_id: `task-${i}`,
            status: STATUSES[i % STATUSES.length],
            progress: "40%",
          })
        : null,
      gone: i % 97 === 0,
      updatedAt: hasRecord ? 1_700_000_100_000 + i : null,
    });
  });
}

/** A finished task `id` (request `r-<id>`, task `t-<id>`) whose record carries `data`, with `patch` changed. */
export const doneEntry = (
  id: string,
  data: Record<string, unknown>,
  patch: Partial<DeckEntry> = {},
  times: Record<string, number> = {},
): DeckEntry =>
  makeEntry({
    id,
    ...patch,
    record: record({
      request_id: `r-${id}`,
      task_id: `t-${id}`,
      status: "COMPLETED",
      progress: "100%",
      submit_time: 1,
      ...times,
      data,
    }),
  });
