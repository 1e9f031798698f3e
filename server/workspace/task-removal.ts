import type { Stamp } from "./changes.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { senderOf } from "./shared-task-view.ts";
import { removeNeighbours } from "../archive/neighbour-rows.ts";

// Deleting a task from the workspace (issue 29). Its submission stays as a tombstone (removed_at,
// removed_by): every page hears of it as a change (shared-tasks.ts tells it `removed`), and its
// key is never sent again. Its verdicts and its archive's rows go; its copies' bytes go too
// unless another task's file holds the same (the route removes them: unheld-bytes.ts).

type Db = Pick<WorkspaceDatabase, "db">;

/** A task as its deletion is decided: who sent it, whether it is on its way still, or deleted already. */
export async function removableTask({ db }: Db, key: string) {
  const row = await db
    .selectFrom("submissions as s")
    .leftJoin("runs as r", "r.id", "s.run_id")
    .select(["s.state", "s.removed_at", "s.sent_by", "r.made_by as run_maker"])
    .where("s.key", "=", key)
    .executeTakeFirst();
  return row && { sending: row.state === "sending", removed: row.removed_at !== null, sentBy: senderOf(row) };
}

/**
 * Deletes task `key` as `by` at `now`, in one change pages hear of: answers the hashes its
 * archive's files named (for the bytes no other file holds to go), or null when it was deleted
 * already (by another request meanwhile) or never was.
 */
export async function removeTask(stamp: Stamp, key: string, by: string, now = Date.now()): Promise<string[] | null> {
  let hashes: string[] = [];
  const removed = await stamp(key, async (db) => {
    const marked = await db
      .updateTable("submissions")
      .set({ removed_at: now, removed_by: by })
      .where("key", "=", key)
      .where("removed_at", "is", null)
      .returning("request_id")
      .executeTakeFirst();
    if (!marked) return false;
    const files = await db.deleteFrom("archive_files").where("task_key", "=", key).returning("hash").execute();
    // The files kept beside its models go with them.
    const beside = await removeNeighbours(db, key);
    hashes = [...files.flatMap(({ hash }) => (hash ? [hash] : [])), ...beside];
    await db.deleteFrom("verdicts").where("task_key", "=", key).execute();
    // Gone from review queues too: Next would hand it out again, never done.
    await db.deleteFrom("review_queue_items").where("task_key", "=", key).execute();
    // Never checked or queued for the archive again; a check under way loses its lease, so its
    // late answer writes nothing (tasks.ts `settle`), and a copy under way records nothing.
    if (marked.request_id)
      await db
        .updateTable("tasks")
        .set({ finished: 1, archive_queued: 1, lease_owner: null, lease_until: null })
        .where("request_id", "=", marked.request_id)
        .execute();
    return true;
  });
  return removed ? hashes : null;
}
