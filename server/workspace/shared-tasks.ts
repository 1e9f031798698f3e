import { sql } from "kysely";
import type { SharedPage, SharedTask } from "../../src/contract/shared-task.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { verdictsOf } from "./person-verdicts.ts";
import { archivesOf } from "./shared-archive.ts";
import { sharedTask, type Row } from "./shared-task-view.ts";

// The workspace's tasks as pages read them: each submission with an answer (or none, for good),
// joined with the last record the server's checks brought, in the order of their last change.

/** A page stops once its rows' texts pass this many characters (one row at least): bodies may hold images. */
export const PAGE_CHARS = 4 * 1024 * 1024;

/**
 * The tasks changed after change `since`, at most `limit` and about `maxChars` of text, oldest
 * change first. `following`: the server asked follows tasks (its pages leave those it tracks to
 * it); one that does not any more hands them back. A submission still on its way is left out
 * until its answer (or none) is known.
 */
export async function sharedSince(
  { db }: Pick<WorkspaceDatabase, "db">,
  since: number,
  limit: number,
  following = true,
  maxChars = PAGE_CHARS,
): Promise<SharedPage> {
  const changed = () =>
    joined(db).where("s.change_seq", ">", since).where("s.state", "<>", "sending").orderBy("s.change_seq");
  // Their sizes first, their texts left in the database: a page holds what fits.
  const sizes = await changed()
    .select([
      "s.change_seq",
      sql<number>`length(s.body) + coalesce(length(s.answer), 0) + coalesce(length(t.record), 0) + ${VERDICTS_SIZE}`.as(
        "size",
      ),
    ])
    .limit(limit + 1)
    .execute();
  let taken = 0;
  for (let chars = 0; taken < Math.min(limit, sizes.length); taken++) {
    chars += Number(sizes[taken]!.size);
    if (taken > 0 && chars > maxChars) break;
  }
  if (taken === 0) return { tasks: [], cursor: since, more: false };
  // Up to the last that fits: one changed since moved past it, and comes on a later page.
  const last = Number(sizes[taken - 1]!.change_seq);
  const rows: Row[] = await changed().select(COLUMNS).where("s.change_seq", "<=", last).execute();
  const tasks = await withVerdicts({ db }, rows, following);
  return { tasks, cursor: last, more: sizes.length > taken };
}

/** Keys asked at once: well inside either database's limit on a statement's parameters. */
const KEYS_AT_ONCE = 500;

/** Every person's verdict on the task counts in a page's text (a correlated sum, no row per verdict). */
const VERDICTS_SIZE = sql<number>`coalesce((select sum(length(v.verdict)) from verdicts v where v.task_key = s.key), 0)`;

/** The tasks of these submission keys as pages read them, in no given order; a key the workspace lacks is left out. */
export async function sharedTasksOf({ db }: Pick<WorkspaceDatabase, "db">, keys: readonly string[]) {
  const tasks: SharedTask[] = [];
  for (let at = 0; at < keys.length; at += KEYS_AT_ONCE) {
    const some = keys.slice(at, at + KEYS_AT_ONCE);
    const rows: Row[] = await joined(db).where("s.key", "in", some).select(COLUMNS).execute();
    tasks.push(...(await withVerdicts({ db }, rows, true)));
  }
  return tasks;
}

const joined = (db: WorkspaceDatabase["db"]) =>
  db
    .selectFrom("submissions as s")
    .leftJoin("tasks as t", "t.request_id", "s.request_id")
    // A run's cell was sent by whoever made the run.
    .leftJoin("runs as r", "r.id", "s.run_id");

/** The newest change number, of a task, a run or an item (0 in a workspace with none). */
export async function newestChange({ db }: Pick<WorkspaceDatabase, "db">): Promise<number> {
  // One after the other: inside a transaction, both go through its one connection.
  let newest = 0;
  for (const table of ["submissions", "runs", "items"] as const) {
    const { last } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.max("change_seq").as("last"))
      .executeTakeFirstOrThrow();
    newest = Math.max(newest, Number(last ?? 0));
  }
  return newest;
}

const COLUMNS = [
  "s.key",
  "s.change_seq",
  "s.created_at",
  "s.body",
  "s.state",
  "s.status",
  "s.answer",
  "s.answer_headers",
  "s.request_id",
  "s.answered_at",
  "t.record",
  "t.status as task_status",
  "t.updated_at",
  "t.finished",
  "t.failed_checks",
  "t.problem",
  "s.sent_by",
  "r.made_by as run_maker",
  "s.removed_at",
  "t.archive_queued",
] as const;

/** The tasks of these rows, each with every person's verdict and its archived files: two more queries for up to 500 of them. */
async function withVerdicts(database: Pick<WorkspaceDatabase, "db">, rows: Row[], following: boolean) {
  const keys = rows.map((row) => row.key);
  const verdicts = await verdictsOf(database, keys);
  const archives = await archivesOf(database, keys);
  return rows.map((row) => sharedTask(row, following, verdicts.get(row.key) ?? [], archives.get(row.key) ?? []));
}
