import type { WorkspaceDatabase } from "../workspace/database.ts";
import type { ArchiveFileState } from "../../src/contract/archive.ts";
import { idOf } from "./archive-queue.ts";
import { sharedFile } from "../workspace/shared-archive.ts";
import { archivedNeighbour, neighbourPaths } from "./neighbour-rows.ts";

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
      const besides = await neighbourPaths(db, taskKey);
      return rows.map((row) => ({
        ...sharedFile(row, at),
        attempts: row.attempts,
        type: row.content_type,
        size: row.size === null ? null : Number(row.size),
        ...(besides.has(row.n) ? { neighbours: besides.get(row.n) } : {}),
        ...(row.entries ? { entries: JSON.parse(row.entries) as ArchiveFileState["entries"] } : {}),
      }));
    },

    /** Whether the workspace holds a task by this key (a submission's, not deleted). */
    async knowsTask(taskKey: string): Promise<boolean> {
      const row = await db
        .selectFrom("submissions")
        .select("key")
        .where("key", "=", taskKey)
        .where("removed_at", "is", null)
        .executeTakeFirst();
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

    /** The copy kept at `path` beside a task's nth file (a model's neighbour), while it is archived. */
    archivedNeighbour: (taskKey: string, n: number, path: string) => archivedNeighbour(db, taskKey, n, path),
  };
}
