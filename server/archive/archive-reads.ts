import type { WorkspaceDatabase } from "../workspace/database.ts";
import type { ArchiveFileState } from "./archive-paths.ts";
import { idOf } from "./archive-queue.ts";

// The archive as its routes read it (archive-routes.ts): each file's state, and a file's copy.

export function archiveReads({ db }: Pick<WorkspaceDatabase, "db">, now = Date.now) {
  return {
    /** Each file of a task as the state route tells it, in the task's order. */
    async statesOf(taskKey: string): Promise<ArchiveFileState[]> {
      const at = now();
      const rows = await db
        .selectFrom("archive_files")
        .selectAll()
        .where("task_key", "=", taskKey)
        .orderBy("n")
        .execute();
      return rows.map((row) => ({
        n: row.n,
        name: row.name,
        state: row.state === "pending" && row.lease_until !== null && row.lease_until >= at ? "archiving" : row.state,
        reason: row.state === "archived" ? null : row.error,
        attempts: row.attempts,
        type: row.content_type,
        size: row.size === null ? null : Number(row.size),
      }));
    },

    /** Whether the workspace holds a task by this key (a submission's). */
    async knowsTask(taskKey: string): Promise<boolean> {
      const row = await db.selectFrom("submissions").select("key").where("key", "=", taskKey).executeTakeFirst();
      return row !== undefined;
    },

    /** The copy of a task's nth file, once archived; else undefined. */
    archivedFile(taskKey: string, n: number) {
      return db
        .selectFrom("archive_files")
        .select(["name", "hash", "size", "content_type"])
        .where("id", "=", idOf(taskKey, n))
        .where("state", "=", "archived")
        .executeTakeFirst();
    },
  };
}
