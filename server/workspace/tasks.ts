import { pollPace } from "../../src/contract/poll-pace.ts";
import { checkedFields, SHOWN, type CheckOutcome, type DueTask } from "./check-fields.ts";
import type { WorkspaceDatabase } from "./database.ts";
import type { Stamp } from "./changes.ts";

// The tasks the server follows, and the leases by which instances share the following: a due
// task is claimed by one instance for the length of one check (PostgreSQL skips rows another
// claimer holds; SQLite's writes take turns), checked once, and set its next time by the pace
// the page uses (contract/poll-pace.ts). The lease is short and renewed while the check runs
// (follower.ts): an instance that dies mid-check holds its tasks only until it runs out; then
// any other claims them.

export type { CheckOutcome, CheckProblem, DueTask } from "./check-fields.ts";

export type TaskBook = ReturnType<typeof taskBook>;

/** The service answers queries of the last 7 days (SERVICE-NOTES): a task still unfinished then is let go. */
const FOLLOWED_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export function taskBook(
  database: Pick<WorkspaceDatabase, "db" | "kind">,
  baseMs: number,
  now = Date.now,
  /** Writes a change pages hear of (changes.ts); by default, only writes it. */
  stamp: Stamp = (_key, write) => write(database.db),
) {
  const { db } = database;
  return {
    /** Starts following a task the service made; one known already is left as it is. */
    async track(requestId: string, submissionKey: string | null): Promise<void> {
      const at = now();
      const first = pollPace({ ageMs: 0, baseMs, status: null, failing: false, failedChecks: 0, hidden: false });
      await db
        .insertInto("tasks")
        .values({
          request_id: requestId,
          submission_key: submissionKey,
          created_at: at,
          updated_at: at,
          next_check_at: at + first,
        })
        .onConflict((conflict) => conflict.column("request_id").doNothing())
        .execute();
    },

    /** Claims up to `limit` due tasks for `owner` until `leaseMs` from now: no other instance checks them meanwhile. */
    async claimDue(owner: string, leaseMs: number, limit: number): Promise<DueTask[]> {
      const at = now();
      const due = db
        .selectFrom("tasks")
        .select("request_id")
        .where("finished", "=", 0)
        .where("next_check_at", "<=", at)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", at)]))
        .orderBy("next_check_at")
        .limit(limit);
      return db
        .updateTable("tasks")
        .set({ lease_until: at + leaseMs, lease_owner: owner })
        .where("request_id", "in", database.kind === "postgres" ? due.forUpdate().skipLocked() : due)
        .returning(["request_id", "submission_key", "created_at", "status", "failed_checks"])
        .execute();
    },

    /**
     * Holds this owner's leases on the tasks it is still checking `leaseMs` longer, in one write.
     * Only rows it still holds: one whose lease ran out and another claimed stays the other's.
     */
    async renew(owner: string, requestIds: string[], leaseMs: number): Promise<void> {
      if (requestIds.length === 0) return;
      await db
        .updateTable("tasks")
        .set({ lease_until: now() + leaseMs })
        .where("lease_owner", "=", owner)
        .where("request_id", "in", requestIds)
        .execute();
    },

    /**
     * Writes what a check came to and when the next is due, and lets go of the lease. A check
     * whose lease ran out meanwhile (another instance claimed the task) writes nothing: false.
     */
    async settle(task: DueTask, owner: string, outcome: CheckOutcome): Promise<boolean> {
      const at = now();
      const change = checkedFields(task, outcome, at, baseMs);
      // A week of checks that never came to an end (a token refused since, a task the service lost): no more.
      const lettingGo = at - task.created_at > FOLLOWED_FOR_MS ? { finished: 1 } : {};
      let written = false;
      // Only this lease's owner writes the row: what it holds now is what the write changes.
      const before = await db
        .selectFrom("tasks")
        .select(SHOWN)
        .where("request_id", "=", task.request_id)
        .executeTakeFirst();
      const after = { ...before, ...change, ...lettingGo };
      const shown = SHOWN.some((k) => after[k] !== before?.[k]);
      const write = async (trx: typeof db) => {
        const result = await trx
          .updateTable("tasks")
          .set((eb) => ({
            ...change,
            ...lettingGo,
            updated_at: at,
            checks: eb("checks", "+", 1),
            lease_until: null,
            lease_owner: null,
          }))
          .where("request_id", "=", task.request_id)
          .where("lease_owner", "=", owner)
          .executeTakeFirst();
        written = Number(result.numUpdatedRows) === 1;
        return written && shown;
      };
      // Pages hear of what changed, not of every check that found the same (which takes no
      // change lock); they hear through its submission (a task the journal did not make has none).
      await (task.submission_key && shown ? stamp(task.submission_key, write) : write(db));
      return written;
    },

    /**
     * A callback's hint that the task changed: its next check comes as soon as allowed (at once
     * before the first, else one base interval after the last), not later. Never more often: a storm of callbacks is
     * one check. The callback's own body is never taken for the record.
     */
    async checkSoon(requestId: string): Promise<void> {
      const task = await db
        .selectFrom("tasks")
        .select(["updated_at", "next_check_at", "checks"])
        .where("request_id", "=", requestId)
        .where("finished", "=", 0)
        .executeTakeFirst();
      if (!task) return;
      // Never checked yet: now. Else one base interval after the last check (its updated_at).
      const soonest = task.checks === 0 ? now() : Math.max(now(), task.updated_at + baseMs);
      if (soonest >= task.next_check_at) return;
      await db
        .updateTable("tasks")
        .set({ next_check_at: soonest })
        .where("request_id", "=", requestId)
        .where("next_check_at", "=", task.next_check_at)
        .execute();
    },

    get(requestId: string) {
      return db.selectFrom("tasks").selectAll().where("request_id", "=", requestId).executeTakeFirst();
    },
  };
}
