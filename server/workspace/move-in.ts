import { SUCCESS_CODE, taskRecordSchema } from "../../src/contract/record.ts";
import type { MovedTask, MoveInAnswer } from "../../src/contract/moved-task.ts";
import { isTerminalStatus } from "../../src/contract/status.ts";
import { verdictSchema } from "../../src/contract/verdict-schema.ts";
import type { Stamp } from "./changes.ts";
import { bodyHash } from "./submissions.ts";
import { keepVerdict } from "./verdicts.ts";
import type { Run } from "../../src/contract/run.ts";
import type { RunBook } from "./runs.ts";

// A browser's own history moved into the workspace (issue 27, point 6): each task becomes a
// submission as if it had gone through the journal (sent by "moved", its answer the last record
// the browser heard), its verdict kept, and an unfinished one followed by the server. A task the
// workspace holds already, by its key or its request_id, is left as it is: nothing is doubled.

/** Who the journal says sent a moved task. */
export const MOVED = "moved";

type Workspace = {
  /** Writes each task as a change pages hear of (changes.ts): the whole write happens inside it. */
  stamp: Stamp;
  /** Follows an unfinished task from now on (the server's tasks), when the server follows. */
  track: ((requestId: string, key: string) => Promise<void>) | null;
  /** Who moves them in: a browser's verdicts were given by whoever used it (issue 28). */
  by: string;
};

export async function moveIn({ stamp, track, by }: Workspace, tasks: readonly MovedTask[]): Promise<MoveInAnswer> {
  let taken = 0;
  for (const task of tasks) {
    const record = taskRecordSchema.safeParse(task.record).data ?? null;
    const requestId = task.requestId ?? null;
    const answer = JSON.stringify({ code: SUCCESS_CODE, message: "", data: record ?? { request_id: requestId } });
    const body = JSON.stringify(task.body);
    const row = {
      key: task.key,
      body,
      body_hash: bodyHash(body),
      sent_by: MOVED,
      created_at: task.submittedAt,
      ...(requestId
        ? {
            state: "answered" as const,
            status: 200,
            answer,
            answer_headers: "{}",
            request_id: requestId,
            answered_at: task.submittedAt,
          }
        : { state: "unknown" as const, answered_at: task.submittedAt }),
    };
    const moved = await stamp(task.key, async (trx) => {
      const known = await trx
        .selectFrom("submissions")
        .select("key")
        .where((eb) =>
          requestId ? eb.or([eb("key", "=", task.key), eb("request_id", "=", requestId)]) : eb("key", "=", task.key),
        )
        .executeTakeFirst();
      if (known) return false;
      await trx.insertInto("submissions").values(row).execute();
      return true;
    });
    if (!moved) continue;
    taken++;
    if (requestId && track && !(record && isTerminalStatus(record.status))) await track(requestId, task.key);
    const verdict = verdictSchema.safeParse(task.verdict).data;
    if (verdict) await keepVerdict(stamp, task.key, verdict, by);
  }
  return { taken, known: tasks.length - taken };
}

/** Runs a browser sent itself, moved in after their tasks: each the workspace does not hold yet. */
export async function moveRunsIn(runs: RunBook, moved: readonly Run[]): Promise<MoveInAnswer> {
  let taken = 0;
  for (const run of moved) if (await runs.adopt(run)) taken++;
  return { taken, known: moved.length - taken };
}
