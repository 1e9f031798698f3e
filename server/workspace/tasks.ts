import { isTerminalStatus } from "../../src/contract/status.ts";
import { pollPace } from "../../src/contract/poll-pace.ts";
import type { WorkspaceDatabase } from "./database.ts";
import type { Stamp } from "./changes.ts";

// The tasks the server follows, and the leases by which instances share the following: a due
// task is claimed by one instance for the length of one check (PostgreSQL skips rows another
// claimer holds; SQLite's writes take turns), checked once, and set its next time by the pace
// the page uses (contract/poll-pace.ts). An instance that dies mid-check holds its tasks until
// their lease runs out; then any other claims them.

/** What one check of a task came to. */
export type CheckOutcome =
  /** A good answer: the record (JSON, token scrubbed) and its status. */
  | { kind: "record"; status: string; record: string }
  /** The service no longer knows it (404): never checked again. */
  | { kind: "gone" }
  /** No answer, or not a good one (5xx, 401, 429, unreadable): checked again, later each time. */
  | { kind: "failed"; problem?: CheckProblem };

/** Why a check failed, as the page stores it (PollProblem): a code and its facts, worded where shown. */
export type CheckProblem = { code: string; status?: number | null; reason?: string };

export type DueTask = {
  request_id: string;
  submission_key: string | null;
  created_at: number;
  status: string | null;
  failed_checks: number;
};

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
  const paceAfter = (task: DueTask, failing: boolean, status: string | null, at: number) =>
    pollPace({
      ageMs: at - task.created_at,
      baseMs,
      status,
      failing,
      failedChecks: task.failed_checks + 1,
      hidden: false,
    });

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
     * Writes what a check came to and when the next is due, and lets go of the lease. A check
     * whose lease ran out meanwhile (another instance claimed the task) writes nothing: false.
     */
    async settle(task: DueTask, owner: string, outcome: CheckOutcome): Promise<boolean> {
      const at = now();
      const change =
        outcome.kind === "record"
          ? {
              status: outcome.status,
              record: outcome.record,
              finished: isTerminalStatus(outcome.status) ? 1 : 0,
              failed_checks: 0,
              problem: null,
              next_check_at: at + paceAfter(task, false, outcome.status, at),
            }
          : outcome.kind === "gone"
            ? { finished: 1, failed_checks: 0, problem: null, next_check_at: at }
            : {
                failed_checks: task.failed_checks + 1,
                problem: JSON.stringify(outcome.problem ?? { code: "failed" }),
                next_check_at: at + paceAfter(task, true, task.status, at),
              };
      // A week of checks that never came to an end (a token refused since, a task the service lost): no more.
      const lettingGo = at - task.created_at > FOLLOWED_FOR_MS ? { finished: 1 } : {};
      let written = false;
      const write = async (trx: typeof db) => {
        const before = await trx
          .selectFrom("tasks")
          .select(["record", "problem", "finished", "failed_checks"])
          .where("request_id", "=", task.request_id)
          .executeTakeFirst();
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
        // Pages hear of what changed, not of every check that found the same.
        const after = { ...before, ...change, ...lettingGo };
        return (
          written && (["record", "problem", "finished", "failed_checks"] as const).some((k) => after[k] !== before?.[k])
        );
      };
      // Pages hear of it through its submission (a task the journal did not make has none).
      await (task.submission_key ? stamp(task.submission_key, write) : write(db));
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
