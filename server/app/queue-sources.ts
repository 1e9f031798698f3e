import type { Role } from "../../src/contract/access.ts";
import { LOCAL_PERSON } from "../../src/contract/review.ts";
import { QUEUE_LIMITS, type QueueSource } from "../../src/contract/review-queues.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { readRun } from "../workspace/runs.ts";
import { emailKey } from "../access/people.ts";

// What a new review queue holds and who it is for, as the workspace knows them when it is made:
// the tasks of a run's cells or the keys given (each once, in order), and assignees who are its
// reviewers or owners (the local owner alone on a server without accounts).

type Db = Pick<WorkspaceDatabase, "db">;

/** Keys asked at once: well inside either database's limit on a statement's parameters. */
const KEYS_AT_ONCE = 500;

const ASSIGNABLE: readonly Role[] = ["reviewer", "owner"];

export type Items = { keys: string[] } | { missing: "run" | "task" } | { tooMany: true } | { empty: true };

/** The queue's task keys in order, or what is wrong with its source. */
export async function queueItems({ db }: Db, source: QueueSource): Promise<Items> {
  if (source.kind === "run") {
    const row = await db.selectFrom("runs").select("run").where("id", "=", source.runId).executeTakeFirst();
    const run = readRun(row?.run ?? null);
    if (!run) return { missing: "run" };
    const keys = [...new Set(run.cells.flatMap((cell) => (cell.entryId ? [cell.entryId] : [])))];
    if (keys.length === 0) return { empty: true };
    return keys.length > QUEUE_LIMITS.items ? { tooMany: true } : { keys };
  }
  const keys = [...new Set(source.keys)];
  for (let at = 0; at < keys.length; at += KEYS_AT_ONCE) {
    const asked = keys.slice(at, at + KEYS_AT_ONCE);
    const found = await db.selectFrom("submissions").select("key").where("key", "in", asked).execute();
    if (found.length !== asked.length) return { missing: "task" };
  }
  return { keys };
}

/** The assignees as the workspace spells them (each once), or the first who may not review here. */
export async function assignable(
  { db }: Db,
  local: boolean,
  asked: readonly string[],
): Promise<{ assignees: string[] } | { refused: string }> {
  const assignees = [...new Set(asked.map(emailKey))];
  if (local) {
    const other = assignees.find((person) => person !== LOCAL_PERSON);
    return other === undefined ? { assignees } : { refused: other };
  }
  const rows = await db
    .selectFrom("people")
    .select("email")
    .where("email", "in", assignees)
    .where("role", "in", ASSIGNABLE)
    .execute();
  const found = new Set(rows.map((row) => row.email));
  const other = assignees.find((person) => !found.has(person));
  return other === undefined ? { assignees } : { refused: other };
}

/** Who a queue may be assigned to, for the page's picker. */
export async function assignablePeople({ db }: Db, local: boolean): Promise<string[]> {
  if (local) return [LOCAL_PERSON];
  const rows = await db.selectFrom("people").select("email").where("role", "in", ASSIGNABLE).orderBy("email").execute();
  return rows.map((row) => row.email);
}
