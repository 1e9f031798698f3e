import { sql } from "kysely";
import { envelopeSchema } from "../../src/contract/record.ts";
import type { SharedPage, SharedTask } from "../../src/contract/shared-task.ts";
import { isTerminalStatus } from "../../src/contract/status.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { httpFailure } from "./answer-failure.ts";
import { RUN_SENDER } from "./schema.ts";
import { verdictsOf, type PersonVerdict } from "./person-verdicts.ts";

// The workspace's tasks as pages read them: each submission with an answer (or none, for good),
// joined with the last record the server's checks brought, in the order of their last change.

type Row = {
  key: string;
  change_seq: number | null;
  created_at: number;
  body: string;
  state: string;
  status: number | null;
  answer: string | null;
  answer_headers: string | null;
  request_id: string | null;
  answered_at: number | null;
  record: string | null;
  task_status: string | null;
  updated_at: number | null;
  finished: number | null;
  failed_checks: number | null;
  problem: string | null;
  sent_by: string;
  run_maker: string | null | undefined;
};

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
] as const;

/** The tasks of these rows, each with every person's verdict: one more query for up to 500 of them. */
async function withVerdicts(database: Pick<WorkspaceDatabase, "db">, rows: Row[], following: boolean) {
  const keys = rows.map((row) => row.key);
  const verdicts = await verdictsOf(database, keys);
  return rows.map((row) => sharedTask(row, following, verdicts.get(row.key) ?? []));
}

/** Who sent a submission: a person (an email, or "local"), a run's maker for its cell; null for a move-in or none known. */
function senderOf({ sent_by, run_maker }: Row): string | null {
  if (sent_by === RUN_SENDER) return run_maker ?? null;
  return sent_by === "local" || sent_by.includes("@") ? sent_by : null;
}

function sharedTask(row: Row, following: boolean, verdicts: PersonVerdict[]): SharedTask {
  const checked = row.record !== null;
  const followed = following && row.finished !== null;
  return {
    key: row.key,
    change: row.change_seq ?? 0,
    submittedAt: row.created_at,
    body: parsed(row.body) as Record<string, unknown>,
    state: row.state === "answered" ? "answered" : "unknown",
    status: row.status,
    requestId: row.request_id,
    record: checked ? parsed(row.record) : answeredRecord(row.answer),
    recordAt: checked ? row.updated_at : row.answered_at,
    followed,
    // Let go with a status that is not final: the service answered 404 (or a week went by).
    gone: row.finished === 1 && !(row.task_status !== null && isTerminalStatus(row.task_status)),
    failedChecks: row.failed_checks ?? 0,
    problem: row.problem === null ? null : parsed(row.problem),
    verdict: verdicts.at(-1)?.verdict ?? null,
    verdicts,
    sentBy: senderOf(row),
    failure:
      row.status !== null && row.status >= 400
        ? httpFailure({ status: row.status, answer: row.answer ?? "", headers: headersOf(row.answer_headers) })
        : null,
  };
}

/** The record in a submission's answer: the success envelope's data. */
function answeredRecord(answer: string | null): unknown {
  const envelope = envelopeSchema.safeParse(parsed(answer));
  return envelope.success ? (envelope.data.data ?? null) : null;
}

const headersOf = (text: string | null) => (parsed(text) ?? {}) as Record<string, string>;

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
