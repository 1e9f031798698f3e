import { storedReason, type ArchiveReason } from "../../src/contract/archive-reason.ts";
import type { Kysely, Updateable } from "kysely";
import { fileNameOf } from "../http/file-headers.ts";
import { resultFilesOf } from "../app/result-files.ts";
import type { Stamp } from "../workspace/changes.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { parsed } from "../workspace/shared-task-view.ts";
import type { ArchiveFilesTable, WorkspaceSchema } from "../workspace/schema.ts";
import type { Held } from "./copy-neighbours.ts";
import { writeNeighbours } from "./neighbour-rows.ts";

// The files to copy into the archive, and the leases by which instances share the copying, as
// they share following (workspace/tasks.ts): a due file is claimed by one instance (PostgreSQL
// skips rows another claimer holds; SQLite's writes take turns), copied once, and settled under
// that lease alone. A copy that fails is tried again later each time, up to a bound.

export type DueFile = { id: string; task_key: string; n: number; url: string; attempts: number };
/** A copy kept: its hash, size and type, the files beside it a model names, a zip's model entries. */
export type CopiedFile = { hash: string; size: number; type: string } & Held;

export type ArchiveQueue = ReturnType<typeof archiveQueue>;

export type QueueOptions = {
  now?: () => number;
  /** The wait before the first retry; each next one waits four times longer (at most an hour). */
  retryMs?: number;
  /** Tries before a file is given up on ("failed"). */
  maxAttempts?: number;
  /**
   * Stamps a try's outcome as a change of its task (workspace/changes.ts), so every page hears
   * that its file is kept, or why not; without it, the outcome is written alone.
   */
  stamp?: Stamp;
};

const MAX_WAIT_MS = 3600_000;
/** Tasks looked at in one call: each is two short writes. */
const TASKS_AT_ONCE = 50;

/** A file's row: its place first, so that no key (whatever it holds) makes two ids alike. */
export const idOf = (taskKey: string, n: number) => `${n}:${taskKey}`;

/**
 * Queues a task's result files, due at `at`, by their ids: one queued already (by another instance,
 * or asked for twice at once) is left as it is, whatever its state. Answers how many were new.
 */
export async function queueFiles(db: Kysely<WorkspaceSchema>, key: string, files: { url: URL }[], at: number) {
  if (files.length === 0) return 0;
  const made = await db
    .insertInto("archive_files")
    .values(
      files.map(({ url }, n) => ({
        ...{ id: idOf(key, n), task_key: key, n, url: url.href, name: fileNameOf(url) },
        ...{ state: "pending" as const, next_try_at: at, created_at: at },
      })),
    )
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .execute();
  return made.length;
}

export function archiveQueue(
  database: Pick<WorkspaceDatabase, "db" | "kind">,
  { now = Date.now, retryMs = 30_000, maxAttempts = 5, stamp }: QueueOptions = {},
) {
  const { db } = database;
  return {
    /**
     * Queues the result files of tasks that reached COMPLETED since the last look, then marks
     * those tasks. Run again (by this instance or another, at once, or after a crash between the
     * two writes), it queues nothing twice: a file's row is made once, by its id. Needing no
     * transaction, it holds no lock across the two. Answers how many tasks it looked at.
     */
    async queueCompleted(): Promise<number> {
      const completed = await db
        .selectFrom("tasks")
        .select(["request_id", "submission_key", "record"])
        .where("archive_queued", "=", 0)
        .where("status", "=", "COMPLETED")
        .limit(TASKS_AT_ONCE)
        .execute();
      for (const task of completed) {
        const key = task.submission_key;
        // Only a task the journal made has a key its files are served by.
        if (key) await queueFiles(db, key, resultFilesOf(parsed(task.record)), now());
        await db.updateTable("tasks").set({ archive_queued: 1 }).where("request_id", "=", task.request_id).execute();
      }
      return completed.length;
    },

    /** Claims up to `limit` due files for `owner` until `leaseMs` from now: no other instance copies them meanwhile. */
    async claimDue(owner: string, leaseMs: number, limit: number): Promise<DueFile[]> {
      const at = now();
      const due = db
        .selectFrom("archive_files")
        .select("id")
        .where("state", "=", "pending")
        .where("next_try_at", "<=", at)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
        // A file queued as its task was being deleted (task-removal.ts) is never copied.
        .where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom("submissions")
                .select("key")
                .whereRef("submissions.key", "=", "archive_files.task_key")
                .where("removed_at", "is not", null),
            ),
          ),
        )
        .orderBy("next_try_at")
        .limit(limit);
      return db
        .updateTable("archive_files")
        .set({ lease_until: at + leaseMs, lease_owner: owner })
        .where("id", "in", database.kind === "postgres" ? due.forUpdate().skipLocked() : due)
        .returning(["id", "task_key", "n", "url", "attempts"])
        .execute();
    },

    /** Holds this owner's leases on the files it is still copying `leaseMs` longer, in one write. */
    async renew(owner: string, ids: string[], leaseMs: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable("archive_files")
        .set({ lease_until: now() + leaseMs })
        .where("lease_owner", "=", owner)
        .where("id", "in", ids)
        .execute();
    },

    /**
     * Records a copy kept under its hash, with its neighbours in the same write; false when the
     * lease was lost meanwhile (nothing written).
     */
    async archived(file: DueFile, owner: string, { hash, size, type, neighbours, entries }: CopiedFile) {
      const at = now();
      const change = {
        ...{ state: "archived" as const, hash, size, content_type: type, archived_at: at },
        ...{ attempts: file.attempts + 1, error: null, entries: entries && JSON.stringify(entries) },
      };
      return settle(file, owner, change, (on) => writeNeighbours(on, file.task_key, file.n, neighbours));
    },

    /**
     * Records a failed try and why (as JSON: contract/archive-reason.ts): tried again after a wait that grows each
     * time, or given up ("failed") after the last try allowed, or at once when `final` (a file
     * no retry can bring: a refused address, one over the size cap).
     */
    async failed(file: DueFile, owner: string, reason: ArchiveReason, final: boolean): Promise<boolean> {
      const attempts = file.attempts + 1;
      const givenUp = final || attempts >= maxAttempts;
      const wait = Math.min(retryMs * 4 ** (attempts - 1), MAX_WAIT_MS);
      return settle(file, owner, {
        ...{ attempts, error: storedReason(reason) },
        ...(givenUp ? { state: "failed" as const } : { next_try_at: now() + wait }),
      });
    },

    /** Lets go of a copy this instance cut short (it is stopping): not a try; any instance takes it up at once. */
    async release(file: DueFile, owner: string): Promise<void> {
      await settle(file, owner, {});
    },
  };

  /** Writes what came of a try and lets go of the lease: only its owner writes, a lost lease writes nothing. */
  async function settle(
    file: DueFile,
    owner: string,
    change: Updateable<ArchiveFilesTable>,
    alsoWrite?: (on: typeof db) => Promise<void>,
  ): Promise<boolean> {
    const write = async (on: typeof db) => {
      const result = await on
        .updateTable("archive_files")
        .set({ ...change, lease_until: null, lease_owner: null })
        .where("id", "=", file.id)
        .where("lease_owner", "=", owner)
        .executeTakeFirst();
      const settled = Number(result.numUpdatedRows) === 1;
      if (settled) await alsoWrite?.(on);
      return settled;
    };
    // A release changes nothing a page shows: the file is still to be copied.
    if (stamp && Object.keys(change).length > 0) return stamp(file.task_key, write);
    return alsoWrite ? db.transaction().execute(write) : write(db);
  }
}
