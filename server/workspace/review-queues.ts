import type { ReviewQueue } from "../../src/contract/review-queues.ts";
import type { WorkspaceDatabase } from "./database.ts";
import type { ReviewQueuesTable } from "./schema.ts";

// Review queues (issue 28) as the workspace keeps them: a queue's items frozen at its making, in
// order. Whether an item is done is never kept here: it is read from the verdicts each time, so
// a verdict given anywhere (the deck, the lightbox, another queue) counts at once.

type Db = Pick<WorkspaceDatabase, "db">;

/** A queue as kept, its assignees read. */
export type KeptQueue = Omit<ReviewQueue, "total" | "done" | "progress">;

/** Rows per insert: far inside either database's limit on a statement's parameters. */
const ROWS_AT_ONCE = 500;

function stringsOf(text: string): string[] {
  try {
    const read: unknown = JSON.parse(text);
    return Array.isArray(read) ? read.filter((value) => typeof value === "string") : [];
  } catch {
    return [];
  }
}

const keptOf = (row: ReviewQueuesTable): KeptQueue => ({
  id: row.id,
  name: row.name,
  madeBy: row.made_by,
  createdAt: Number(row.created_at),
  assignees: stringsOf(row.assignees),
});

/** A verdict that judges: one with an outcome or a rating (a note or tags alone leave the item to do). */
function judges(text: string): boolean {
  try {
    const read = JSON.parse(text) as { outcome?: unknown; rating?: unknown } | null;
    return (read?.outcome ?? null) !== null || (read?.rating ?? null) !== null;
  } catch {
    return false;
  }
}

/** Keeps a new queue and its items (in this order, from 1), all or nothing. */
export async function makeQueue({ db }: Db, queue: KeptQueue, keys: readonly string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id, name, madeBy, createdAt, assignees } = queue;
    await trx
      .insertInto("review_queues")
      .values({ id, name, made_by: madeBy, created_at: createdAt, assignees: JSON.stringify(assignees) })
      .execute();
    for (let at = 0; at < keys.length; at += ROWS_AT_ONCE) {
      const rows = keys.slice(at, at + ROWS_AT_ONCE).map((task_key, n) => ({
        queue_id: id,
        position: at + n + 1,
        task_key,
        lease_owner: null,
        lease_until: null,
      }));
      await trx.insertInto("review_queue_items").values(rows).execute();
    }
  });
}

export async function findQueue({ db }: Db, id: string): Promise<KeptQueue | undefined> {
  const row = await db.selectFrom("review_queues").selectAll().where("id", "=", id).executeTakeFirst();
  return row && keptOf(row);
}

/** Removes a queue and its items; true when this call did. */
export async function deleteQueue({ db }: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("review_queue_items").where("queue_id", "=", id).execute();
    const done = await trx.deleteFrom("review_queues").where("id", "=", id).executeTakeFirst();
    return Number(done.numDeletedRows) === 1;
  });
}

/**
 * Who judged which item's task, by queue: every judging verdict on a task of the queue `only`
 * (or of every queue), by whoever gave it. Each queue counts its own assignees' among them.
 */
export async function judgements({ db }: Db, only?: string): Promise<Map<string, Map<string, Set<string>>>> {
  let query = db
    .selectFrom("review_queue_items as item")
    .innerJoin("verdicts", "verdicts.task_key", "item.task_key")
    .select(["item.queue_id", "item.task_key", "verdicts.by", "verdicts.verdict"]);
  if (only !== undefined) query = query.where("item.queue_id", "=", only);
  const found = new Map<string, Map<string, Set<string>>>();
  for (const row of await query.execute()) {
    if (!judges(row.verdict)) continue;
    const queue = found.get(row.queue_id) ?? new Map<string, Set<string>>();
    queue.set(row.task_key, (queue.get(row.task_key) ?? new Set()).add(row.by));
    found.set(row.queue_id, queue);
  }
  return found;
}

/** The keys of a queue's items that one of its assignees has judged. */
export function doneKeys(judged: Map<string, Set<string>> | undefined, assignees: readonly string[]): Set<string> {
  const done = new Set<string>();
  for (const [key, by] of judged ?? []) if (assignees.some((person) => by.has(person))) done.add(key);
  return done;
}

/** Every queue (or only `id`), newest first, with its items done and each assignee's count. */
export async function listQueues(database: Db, id?: string): Promise<ReviewQueue[]> {
  const { db } = database;
  let kept = db.selectFrom("review_queues").selectAll().orderBy("created_at", "desc").orderBy("id");
  let counted = db
    .selectFrom("review_queue_items")
    .select((eb) => ["queue_id", eb.fn.countAll<number>().as("total")])
    .groupBy("queue_id");
  if (id !== undefined) {
    kept = kept.where("id", "=", id);
    counted = counted.where("queue_id", "=", id);
  }
  const [rows, totals, judged] = await Promise.all([kept.execute(), counted.execute(), judgements(database, id)]);
  const totalOf = new Map(totals.map((row) => [row.queue_id, Number(row.total)]));
  return rows.map((row) => {
    const queue = keptOf(row);
    const byKey = judged.get(queue.id);
    const progress = queue.assignees.map((person) => ({
      person,
      judged: [...(byKey?.values() ?? [])].filter((by) => by.has(person)).length,
    }));
    const done = doneKeys(byKey, queue.assignees).size;
    return { ...queue, total: totalOf.get(queue.id) ?? 0, done, progress };
  });
}
