import type { Insertable } from "kysely";
import type { ExportedTask } from "../../src/contract/history-document.ts";
import { openDatabase, type DatabaseSettings } from "../../server/workspace/database.ts";
import type { SubmissionsTable, TasksTable } from "../../server/workspace/schema.ts";
import { bodyHash } from "../../server/workspace/submissions.ts";

// A workspace holding finished tasks, written straight into its database (sending 50,000 through
// the sandbox and waiting for the follower would take the bench an hour): each row as a journaled
// submission and the server's following of it leave it (compare server/workspace/submissions.ts,
// tasks.ts and check-fields.ts), numbered by change in the order the tasks finished.

/** Rows per INSERT: 14 columns × 500 stays under SQLite's 32,766 parameters and PostgreSQL's 65,535. */
const BATCH = 500;

/** The sandbox's first answer to a submission: the success envelope around a record not yet started. */
function firstAnswer(record: Record<string, unknown>): string {
  const started = { ...record, status: "SUBMITTING", start_time: 0, finish_time: 0, progress: "0%", data: {} };
  return JSON.stringify({ code: "success", message: "", data: started });
}

function rows(task: ExportedTask, change: number) {
  const body = JSON.stringify(task.body);
  const record = task.record as Record<string, unknown>;
  const answeredAt = task.submittedAt + 5;
  const submission: Insertable<SubmissionsTable> = {
    key: task.id,
    body,
    body_hash: bodyHash(body),
    sent_by: "local",
    created_at: task.submittedAt,
    state: "answered",
    status: 200,
    answer: firstAnswer(record),
    answer_headers: JSON.stringify({ "content-type": "application/json" }),
    request_id: task.requestId!,
    answered_at: answeredAt,
    callback_secret: `bench-secret-${change}`,
    change_seq: change,
  };
  const followed: Insertable<TasksTable> = {
    request_id: task.requestId!,
    submission_key: task.id,
    created_at: answeredAt,
    updated_at: task.updatedAt ?? answeredAt,
    status: String(record.status),
    record: JSON.stringify(record),
    finished: 1,
    checks: 3,
    failed_checks: 0,
    next_check_at: task.updatedAt ?? answeredAt,
    lease_until: null,
    lease_owner: null,
    problem: null,
  };
  return { submission, followed };
}

/** Writes `tasks` (finished, with a request_id and a record each) into the workspace at `settings`, migrated first. */
export async function seedWorkspace(settings: DatabaseSettings, tasks: readonly ExportedTask[]): Promise<void> {
  const opened = await openDatabase(settings);
  try {
    // One transaction: SQLite writes its file once, PostgreSQL commits once.
    await opened.db.transaction().execute(async (trx) => {
      for (let from = 0; from < tasks.length; from += BATCH) {
        const batch = tasks.slice(from, from + BATCH).map((task, i) => rows(task, from + i + 1));
        await trx
          .insertInto("submissions")
          .values(batch.map((row) => row.submission))
          .execute();
        await trx
          .insertInto("tasks")
          .values(batch.map((row) => row.followed))
          .execute();
      }
    });
  } finally {
    await opened.close();
  }
}
