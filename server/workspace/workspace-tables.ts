import { sql, type Kysely } from "kysely";
import type { WorkspaceSchema } from "./schema.ts";

// Every table of the workspace and how to read it whole, in batches: what a copy
// (copy-workspace.ts), a backup and a restore (backup.ts, restore.ts) share.

/**
 * Each table and its key, the columns its rows are read in order of. Every table of schema.ts is
 * here (checked below), so a new one is backed up once it is listed.
 */
export const TABLES = [
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
  ["archive_files", ["id"]],
  ["archive_neighbours", ["task_key", "n", "path"]],
  ["leases", ["name"]],
  // No key: two failures in one millisecond are two equal rows.
  ["sign_in_failures", null],
] as const satisfies readonly (readonly [keyof WorkspaceSchema, readonly string[] | null])[];

export type Table = (typeof TABLES)[number][0];
export type Row = Record<string, unknown>;

// A table of schema.ts missing above fails the type check here.
const everyTable: Exclude<keyof WorkspaceSchema, Table> extends never ? true : false = true;
void everyTable;

/** Rows per read (and per insert): a submission's body may hold an image, so a batch stays some megabytes. */
export const BATCH = 100;

/**
 * The rows of `table`, in batches, ordered by `key`. Each batch starts after the last row of the
 * one before it, which the key's index finds at once at any depth; a table with no key is read by
 * offset, as its rows have nothing to start after. Run it inside one transaction (a snapshot):
 * rows written meanwhile are then neither read nor missed.
 */
export async function* readRows(
  db: Kysely<WorkspaceSchema>,
  table: Table,
  key: readonly string[] | null,
): AsyncGenerator<Row[]> {
  const order = key ?? [];
  let last: Row | undefined;
  for (let read = 0; ;) {
    // Kysely cannot type a table chosen at run time: the rows go as read, column for column.
    let query = order.reduce((q, column) => q.orderBy(column as never), db.selectFrom(table).selectAll());
    if (!key) query = query.offset(read);
    else if (last) {
      const after = last;
      const columns = sql.join(key.map((column) => sql.ref(column)));
      query = query.where(sql<boolean>`(${columns}) > (${sql.join(key.map((column) => after[column]))})`);
    }
    const rows = (await query.limit(BATCH).execute()) as Row[];
    if (rows.length === 0) return;
    yield rows;
    read += rows.length;
    last = rows.at(-1);
  }
}

/** The first of `tables` that holds a row, and how many it holds; null when all are empty. */
export async function firstHeld(
  db: Kysely<WorkspaceSchema>,
  tables: readonly Table[],
): Promise<{ table: Table; count: number } | null> {
  for (const table of tables) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return { table, count: Number(count) };
  }
  return null;
}

/** The tables of TABLES that `db` has: a database at an older migration has fewer. */
export async function presentTables(db: Kysely<WorkspaceSchema>) {
  const names = new Set((await db.introspection.getTables()).map((table) => table.name));
  return TABLES.filter(([table]) => names.has(table));
}
