import type { WorkspaceDatabase } from "./database.ts";
import { WorkspaceError } from "./database.ts";
import type { WorkspaceSchema } from "./schema.ts";

// Moving a workspace from one database to another: the embedded one's rows into PostgreSQL, when
// a team outgrows one machine (docs/workspace.md). Both are brought to the newest migration when
// opened, so their tables are the same; every row goes as it is, its change number too, in one
// transaction on the target: a copy that fails leaves it empty, and can be run again.

/**
 * Each table and its key, the columns it is read in order by: the whole key, so that no row of
 * one batch comes again in the next or is skipped. Leases are not copied: they belong to running
 * instances; nor are failed sign-ins: a limit's count starts again.
 */
const TABLES = [
  ["submissions", ["key"]],
  ["tasks", ["request_id"]],
  ["verdicts", ["task_key", "by"]],
  ["runs", ["id"]],
  ["items", ["kind", "id"]],
  ["people", ["id"]],
  ["sessions", ["id_hash"]],
  ["invites", ["token_hash"]],
  ["audit", ["id"]],
  ["settings", ["name"]],
  ["shares", ["id"]],
  ["review_queues", ["id"]],
  ["review_queue_items", ["queue_id", "position"]],
  // Which archived bytes are each task's: the archive's folder stays in the data folder with them.
  ["archive_files", ["id"]],
] as const satisfies readonly (readonly [keyof WorkspaceSchema, readonly string[]])[];

type Table = (typeof TABLES)[number][0];

/** Rows per insert: a submission's body may hold an image, so a batch stays some megabytes. */
const BATCH = 100;

/** Copies every row of `from` into `to`, which must hold none; answers how many went, by table. */
export async function copyWorkspace(from: WorkspaceDatabase, to: WorkspaceDatabase): Promise<Record<Table, number>> {
  for (const [table] of TABLES) {
    const { count } = await to.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0)
      throw new WorkspaceError(
        `${to.where} already holds a workspace (${count} rows in ${table}): copy only into an empty database.`,
      );
  }
  const copied = {} as Record<Table, number>;
  await to.db.transaction().execute(async (trx) => {
    for (const [table, columns] of TABLES) {
      copied[table] = 0;
      for (;;) {
        // Kysely cannot type a table chosen at run time: the rows go as read, column for column.
        const rows = (await columns
          .reduce((query, column) => query.orderBy(column as never), from.db.selectFrom(table).selectAll())
          .limit(BATCH)
          .offset(copied[table])
          .execute()) as Record<string, unknown>[];
        if (rows.length === 0) break;
        // A task's check lease (a file's copy) was its old instance's: the new ones claim it at once.
        const leased = table === "tasks" || table === "archive_files";
        const values = leased ? rows.map((row) => ({ ...row, lease_until: null, lease_owner: null })) : rows;
        await trx
          .insertInto(table)
          .values(values as never)
          .execute();
        copied[table] += rows.length;
      }
    }
  });
  return copied;
}
