import { sql, type Kysely } from "kysely";
import type { WorkspaceDatabase } from "./database.ts";
import type { WorkspaceSchema } from "./schema.ts";

/**
 * Runs `work` in a transaction that no other writer of the same `topic` runs beside, in this
 * process or another: a check and the write it decides (is this body a duplicate? then write
 * it) cannot interleave with another's. SQLite: `BEGIN IMMEDIATE` takes the file's write lock
 * before the read (a deferred one could read, then fail to write). PostgreSQL: a lock on the
 * topic's hash for the transaction, so writers of other topics do not wait.
 */
export function exclusively<T>(
  database: Pick<WorkspaceDatabase, "db" | "kind">,
  topic: string,
  work: (db: Kysely<WorkspaceSchema>) => Promise<T>,
): Promise<T> {
  return database.db.connection().execute(async (db) => {
    await sql.raw(database.kind === "sqlite" ? "begin immediate" : "begin").execute(db);
    try {
      if (database.kind === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${topic}))`.execute(db);
      const result = await work(db);
      await sql.raw("commit").execute(db);
      return result;
    } catch (error) {
      await sql
        .raw("rollback")
        .execute(db)
        .catch(() => undefined);
      throw error;
    }
  });
}
