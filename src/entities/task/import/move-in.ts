import { t } from "@lingui/core/macro";
import {
  MOVE_BATCH,
  MOVE_BYTES,
  moveInAnswerSchema,
  type MovedTask,
  type MoveInAnswer,
  WORKSPACE_MOVE_IN_PATH,
} from "../../../contract/moved-task.ts";
import { readErrorBody } from "../../../contract/error-body.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { movable } from "../movable.ts";
import type { Run } from "../../../contract/run.ts";
import type { TaskStore } from "../store.ts";

// Moving in (issue 27, point 6): the tasks this browser kept before it met its workspace (or
// read from an import file) go to the workspace once; the server takes each it does not hold.
// Loaded when a person asks for it (movable.ts says what would go).

const movedOf = (entry: DeckEntry, verdict: unknown): MovedTask => ({
  key: entry.id,
  submittedAt: Math.max(0, Math.round(entry.submittedAt)),
  body: entry.body,
  requestId: entry.requestId,
  record: entry.record,
  verdict: verdict ?? null,
});

/** Batches of at most MOVE_BATCH tasks and MOVE_BYTES each (one task alone may fill one). */
function* batches(tasks: MovedTask[]) {
  let batch: MovedTask[] = [];
  let bytes = 0;
  for (const task of tasks) {
    const size = JSON.stringify(task).length;
    if (batch.length && (batch.length === MOVE_BATCH || bytes + size > MOVE_BYTES)) {
      yield batch;
      [batch, bytes] = [[], 0];
    }
    batch.push(task);
    bytes += size;
  }
  if (batch.length) yield batch;
}

/**
 * Moves every movable task into the workspace, with its verdict (`verdictOf`), a batch at a time,
 * each batch's tasks then marked as held here. Tells `progress` how many went so far; throws
 * with the server's words when a batch is refused (those before it stay moved).
 */
export async function moveIn(
  store: TaskStore,
  verdictOf: (id: string) => unknown,
  progress: (done: number, of: number) => void = () => {},
  /** This browser's own runs, moved once their tasks are (the workspace sends them from then on). */
  runs: readonly Run[] = [],
): Promise<MoveInAnswer> {
  const entries = store.list().filter(movable);
  const total = { taken: 0, known: 0 };
  let done = 0;
  const send = async (batch: { tasks: MovedTask[]; runs?: readonly Run[] }) => {
    const response = await fetch(WORKSPACE_MOVE_IN_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(batch),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new Error(readErrorBody(json)?.message ?? `HTTP ${response.status}`);
    const answer = moveInAnswerSchema.safeParse(json).data;
    if (!answer) throw new Error(t`the server's answer did not say what it took`);
    return answer;
  };
  for (const batch of batches(entries.map((entry) => movedOf(entry, verdictOf(entry.id))))) {
    const answer = await send({ tasks: batch });
    total.taken += answer.taken;
    total.known += answer.known;
    for (const task of batch) await store.update(task.key, { inWorkspace: true });
    progress((done += batch.length), entries.length);
  }
  for (let i = 0; i < runs.length; i += MOVE_BATCH) await send({ tasks: [], runs: runs.slice(i, i + MOVE_BATCH) });
  return total;
}
