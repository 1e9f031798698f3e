import { taskRecordSchema } from "../../src/contract/record.ts";
import { resultFilesOf } from "../app/result-files.ts";
import type { Stamp } from "../workspace/changes.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { answeredRecord, parsed } from "../workspace/shared-task-view.ts";
import { queueFiles } from "./archive-queue.ts";

// A finished task's files queued for the archive because someone asked (issue 29): the archiver
// queues only the tasks it saw reach COMPLETED, so a task finished before the archive came, or
// moved in finished (a submission with no task row: its record is its answer's), waits for this.
// Asked again, it tries again the files given up on; a copy kept, under way or removed on purpose
// (retention) is left as it is.

/** What came of the ask: queued (or queued already), or why not. */
export type OnDemand = "queued" | "missing" | "not-completed" | "no-files";

export async function queueOnDemand(
  { db }: Pick<WorkspaceDatabase, "db">,
  stamp: Stamp,
  key: string,
  now = Date.now(),
): Promise<OnDemand> {
  const task = await db
    .selectFrom("submissions as s")
    // Joined as every page reads the task (shared-tasks.ts): its files are numbered from the record they see.
    .leftJoin("tasks as t", "t.request_id", "s.request_id")
    .select(["s.removed_at", "s.answer", "t.record", "t.request_id"])
    .where("s.key", "=", key)
    .executeTakeFirst();
  if (!task || task.removed_at !== null) return "missing";
  // The server's last record when it follows the task; else the one its answer brought (a move-in's).
  const record = task.record !== null ? parsed(task.record) : answeredRecord(task.answer);
  if (taskRecordSchema.safeParse(record).data?.status !== "COMPLETED") return "not-completed";
  const files = resultFilesOf(record);
  if (files.length === 0) return "no-files";

  let deleted = false;
  // Stamped as a change of the task: every page hears its files' new states.
  await stamp(key, async (trx) => {
    // Deleted since the read (task-removal.ts takes the same stamp): nothing is queued for it.
    const held = await trx
      .selectFrom("submissions")
      .select("key")
      .where("key", "=", key)
      .where("removed_at", "is", null)
      .executeTakeFirst();
    if (!held) {
      deleted = true;
      return false;
    }
    const made = await queueFiles(trx, key, files, now);
    // The user's ask is a retry: what was given up on is tried again from the start.
    const retried = await trx
      .updateTable("archive_files")
      .set({ state: "pending", attempts: 0, error: null, next_try_at: now, lease_owner: null, lease_until: null })
      .where("task_key", "=", key)
      .where("state", "=", "failed")
      .executeTakeFirst();
    // A followed task is marked as the archiver marks those it queued: it looks at it no more.
    if (task.request_id !== null)
      await trx.updateTable("tasks").set({ archive_queued: 1 }).where("request_id", "=", task.request_id).execute();
    return made > 0 || Number(retried.numUpdatedRows) > 0;
  });
  return deleted ? "missing" : "queued";
}
