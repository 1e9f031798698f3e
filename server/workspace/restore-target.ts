import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { BadBackup } from "./backup-format.ts";
import {
  DATABASE_FILE,
  openDatabase,
  WorkspaceError,
  type DatabaseSettings,
  type WorkspaceDatabase,
} from "./database.ts";
import { MIGRATION_NAMES } from "./migrations.ts";
import { firstHeld, presentTables } from "./workspace-tables.ts";

// Where a backup is restored (restore.ts): an empty workspace, brought to the backup's migration
// so that its rows fit, the newer migrations run once they are in (as a start would run them on
// the database the backup was made of).

const NEWEST = MIGRATION_NAMES.at(-1)!;

/** Refuses a backup whose tables this code does not know: one made by a newer Taskdeck. */
export function checkMigration(migration: string): void {
  if (MIGRATION_NAMES.includes(migration)) return;
  throw new BadBackup(
    migration > NEWEST
      ? `the backup was made by a newer Taskdeck (its database is at migration ${migration}; this one knows up to ${NEWEST}): restore it with that version or a later one.`
      : `the backup's database is at migration ${migration}, which this Taskdeck does not know.`,
  );
}

/** Opens the workspace of `settings` at `migration`, refused unless it holds no row. */
export async function openEmptyTarget(settings: DatabaseSettings, migration: string): Promise<WorkspaceDatabase> {
  if (migration !== NEWEST) {
    // Migrations only go forward: a database already past the backup's cannot take its rows.
    const at = await migratedTo(settings);
    if (at !== null && at > migration)
      throw new WorkspaceError(
        `the backup's database is at migration ${migration}, older than this workspace's (${at}): restore it into a new database (an empty data folder, or a new PostgreSQL database), where it is brought forward.`,
      );
  }
  const database = await openDatabase({ ...settings, migrateTo: migration });
  try {
    const tables = await presentTables(database.db);
    const held = await firstHeld(
      database.db,
      tables.map(([table]) => table),
    );
    if (held)
      throw new WorkspaceError(
        `${database.where} already holds a workspace (${held.count} rows in ${held.table}): restore only into an empty one (a new data folder, or a new PostgreSQL database).`,
      );
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The newest migration a workspace's database has run, read without running any: null for none. */
async function migratedTo({ databaseUrl, dataDir }: DatabaseSettings): Promise<string | null> {
  const query = "select max(name) as name from kysely_migration";
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    try {
      await client.connect();
      const { rows } = await client.query<{ name: string | null }>(query);
      return rows[0]?.name ?? null;
    } catch (error) {
      // 42P01: no such table, a database no Taskdeck has opened yet.
      if ((error as { code?: string }).code === "42P01") return null;
      throw new WorkspaceError(
        `the workspace's database on PostgreSQL could not be opened: ${(error as Error).message}`,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const file = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) return null;
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const made = sqlite.prepare("select 1 from sqlite_master where name = 'kysely_migration'").get();
    return made ? (sqlite.prepare(query).get() as { name: string | null }).name : null;
  } finally {
    sqlite.close();
  }
}
