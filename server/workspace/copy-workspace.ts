import type { WorkspaceDatabase } from "./database.ts";
import { WorkspaceError } from "./database.ts";
import { firstHeld, readRows, TABLES, type Table } from "./workspace-tables.ts";

// Moving a workspace from one database to another: the embedded one's rows into PostgreSQL, when
// a team outgrows one machine (docs/workspace.md). Both are brought to the newest migration when
// opened, so their tables are the same; every row goes as it is, its change number too, in one
// transaction on the target: a copy that fails leaves it empty, and can be run again.

/**
 * The tables copied: all but the leases, which belong to running instances, and the failed
 * sign-ins: a limit's count starts again.
 */
const COPIED = TABLES.filter(([table]) => table !== "leases" && table !== "sign_in_failures");
type Copied = Exclude<Table, "leases" | "sign_in_failures">;

/** Copies every row of `from` into `to`, which must hold none; answers how many went, by table. */
export async function copyWorkspace(from: WorkspaceDatabase, to: WorkspaceDatabase): Promise<Record<Copied, number>> {
  const held = await firstHeld(
    to.db,
    COPIED.map(([table]) => table),
  );
  if (held)
    throw new WorkspaceError(
      `${to.where} already holds a workspace (${held.count} rows in ${held.table}): copy only into an empty database.`,
    );
  const copied = {} as Record<Copied, number>;
  await to.db.transaction().execute(async (trx) => {
    for (const [table, key] of COPIED) {
      copied[table as Copied] = 0;
      for await (const rows of readRows(from.db, table, key)) {
        // A task's check lease (a file's copy) was its old instance's: the new ones claim it at once.
        const leased = table === "tasks" || table === "archive_files";
        const values = leased ? rows.map((row) => ({ ...row, lease_until: null, lease_owner: null })) : rows;
        await trx
          .insertInto(table)
          .values(values as never)
          .execute();
        copied[table as Copied] += rows.length;
      }
    }
  });
  return copied;
}
