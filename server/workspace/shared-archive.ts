import type { Selectable } from "kysely";
import type { SharedArchiveFile } from "../../src/contract/archive.ts";
import { readStoredReason } from "../../src/contract/archive-reason.ts";
import type { WorkspaceDatabase } from "./database.ts";
import type { ArchiveFilesTable } from "./schema.ts";

// Where a task's archived copies stand, as every page hears it with the task (shared-tasks.ts);
// the archive's state route reads its rows so too (server/archive/archive-reads.ts). Apart from
// the archive's queue, which stamps changes: one file would be a cycle.

/** Keys asked at once: well inside either database's limit on a statement's parameters. */
const KEYS_AT_ONCE = 500;

/** The archive's files of each of these tasks, as pages hear them with their tasks (shared-tasks.ts), by task key. */
export async function archivesOf(
  { db }: Pick<WorkspaceDatabase, "db">,
  keys: readonly string[],
  at = Date.now(),
): Promise<Map<string, SharedArchiveFile[]>> {
  const found = new Map<string, SharedArchiveFile[]>();
  for (let from = 0; from < keys.length; from += KEYS_AT_ONCE) {
    const rows = await db
      .selectFrom("archive_files")
      .selectAll()
      .where("task_key", "in", keys.slice(from, from + KEYS_AT_ONCE))
      .orderBy("task_key")
      .orderBy("n")
      .execute();
    for (const row of rows) found.set(row.task_key, [...(found.get(row.task_key) ?? []), sharedFile(row, at)]);
  }
  return found;
}

/** Why a file's row is not kept (none once archived): in plain English, and as its code. */
function reasonOf(row: Pick<Selectable<ArchiveFilesTable>, "state" | "error">) {
  const why = row.state === "archived" ? null : readStoredReason(row.error);
  return { reason: why?.text ?? null, why };
}

/** A file's row as pages read it: one claimed under a live lease is being copied now. */
export function sharedFile(row: Selectable<ArchiveFilesTable>, at: number): SharedArchiveFile {
  return {
    n: row.n,
    name: row.name,
    url: row.url,
    state: row.state === "pending" && row.lease_until !== null && row.lease_until >= at ? "archiving" : row.state,
    ...reasonOf(row),
  };
}
