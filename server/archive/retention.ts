import { storedReason, type ArchiveReason } from "../../src/contract/archive-reason.ts";
import type { Stamp } from "../workspace/changes.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { holdLease } from "../workspace/leases.ts";
import type { ArchiveStorage } from "./storage.ts";
import { dropUnheld } from "./unheld-bytes.ts";
import { removeNeighbours } from "./neighbour-rows.ts";

// The archive's retention period (ARCHIVE_RETENTION_DAYS; unset: copies are kept): a copy
// archived longer ago is marked "removed" (its file then says why, and its hash stays for the
// record), its task stamped so every page hears it, and the bytes of each hash no archived file
// still holds are removed. Another task's newer copy of the same bytes keeps them.

const DAY_MS = 24 * 3600_000;
/** How often an instance looks; the lease below makes it how often the workspace is swept. */
export const SWEEP_EVERY_MS = 5 * 60_000;
/** Tasks swept in one go: each is one short write under the change lock. */
const TASKS_AT_ONCE = 200;

export const retentionReason = (days: number): ArchiveReason => ({
  ...{ code: "retention", days },
  text: `Removed after the workspace's retention period of ${days} ${days === 1 ? "day" : "days"}.`,
});

type Database = Pick<WorkspaceDatabase, "db" | "kind">;

/**
 * One sweep: marks the copies archived more than `days` before `now` as removed, task by task
 * (each a change pages hear of), then removes the bytes no archived file holds. Instances may
 * sweep at once: a copy is marked by whichever writes first, the other's write finds it marked
 * and changes nothing. Answers how many copies it marked.
 */
export async function sweepRetention(
  database: Database,
  storage: Pick<ArchiveStorage, "remove">,
  stamp: Stamp,
  { days, now = Date.now() }: { days: number; now?: number },
): Promise<number> {
  const { db } = database;
  const before = now - days * DAY_MS;
  const error = storedReason(retentionReason(days));
  let marked = 0;
  for (;;) {
    const tasks = await db
      .selectFrom("archive_files")
      .select("task_key")
      .distinct()
      .where("state", "=", "archived")
      .where("archived_at", "<", before)
      .limit(TASKS_AT_ONCE)
      .execute();
    const hashes: (string | null)[] = [];
    try {
      for (const { task_key } of tasks)
        await stamp(task_key, async (trx) => {
          const removed = await trx
            .updateTable("archive_files")
            .set({ state: "removed", error })
            .where("task_key", "=", task_key)
            .where("state", "=", "archived")
            .where("archived_at", "<", before)
            .returning(["hash", "n"])
            .execute();
          // The files kept beside a removed model go with it.
          const beside = await removeNeighbours(
            trx,
            task_key,
            removed.map((row) => row.n),
          );
          hashes.push(...removed.map((row) => row.hash), ...beside);
          marked += removed.length;
          return removed.length > 0;
        });
    } finally {
      // What was marked loses its bytes even when a later task's write failed: no later sweep finds them.
      await dropUnheld(database, storage, hashes);
    }
    if (tasks.length < TASKS_AT_ONCE) return marked;
  }
}

/**
 * Sweeps every SWEEP_EVERY_MS, the first soon after the start. Of several instances, the one
 * holding the sweep's lease sweeps (another takes it over once it lapses: that one stopped), so
 * the workspace is swept once in each period, whatever the number of instances.
 */
export function startRetention(
  database: Database,
  storage: Pick<ArchiveStorage, "remove">,
  stamp: Stamp,
  { days, owner, everyMs = SWEEP_EVERY_MS }: { days: number; owner: string; everyMs?: number },
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let sweeping = Promise.resolve();
  let stopped = false;
  const sweep = async () => {
    try {
      // A little longer than the period: the holder's next look renews it before it lapses.
      if ((await holdLease(database, "archive-retention", owner, everyMs * 1.5, Date.now())) !== "busy")
        await sweepRetention(database, storage, stamp, { days });
    } catch (error) {
      console.error(`server: the archive's retention sweep failed (${(error as Error).message}); again later.`);
    }
    if (!stopped) timer = setTimeout(() => (sweeping = sweep()), everyMs);
  };
  timer = setTimeout(() => (sweeping = sweep()), Math.min(everyMs, 10_000));
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await sweeping;
    },
  };
}
