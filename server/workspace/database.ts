import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrate } from "./migrations.ts";
import type { WorkspaceSchema } from "./schema.ts";

export type WorkspaceDatabase = {
  db: Kysely<WorkspaceSchema>;
  kind: "sqlite" | "postgres";
  /** Where it is, for the start-up line: the file, or the PostgreSQL host and database (never a password). */
  where: string;
  close(): Promise<void>;
};

export type DatabaseSettings = {
  databaseUrl?: string;
  dataDir: string;
  /** A migration to stop at (the tests make a previous version's database); the newest by default. */
  migrateTo?: string;
};

/** The database file in the data folder: one file (with SQLite's -wal/-shm beside it while open). */
export const DATABASE_FILE = "taskdeck.sqlite";

/**
 * Opens the workspace's database and brings it to the newest migration: PostgreSQL when
 * `databaseUrl` is set (several instances can share it), else SQLite in `dataDir`, created at
 * the first start (nothing to install).
 */
export async function openDatabase(settings: DatabaseSettings): Promise<WorkspaceDatabase> {
  let opened: WorkspaceDatabase;
  try {
    opened = settings.databaseUrl ? openPostgres(settings.databaseUrl) : openSqlite(settings.dataDir);
  } catch (error) {
    const where = settings.databaseUrl ? "on PostgreSQL" : `in ${settings.dataDir}`;
    throw new WorkspaceError(`the workspace's database ${where} could not be opened: ${reason(error)}`);
  }
  try {
    await migrateOnce(opened, settings.migrateTo);
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw new WorkspaceError(
      `the workspace's database (${opened.where}) could not be opened and brought up to date: ${reason(error)}`,
    );
  }
  return opened;
}

/** The workspace could not be opened: said in one line at start (server/main.ts), the server does not start. */
export class WorkspaceError extends Error {}

// What a driver says (ECONNREFUSED, a password refused, a table that exists): the reason, not its stack.
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * On PostgreSQL, Kysely's migrator locks a table: instances starting together wait for each
 * other. SQLite's transactions begin deferred, so a second process on the same file may read
 * the list of migrations done before the first commits, and then fail on a table the first
 * made (its own transaction rolled back whole): it reads the list again.
 */
async function migrateOnce(opened: WorkspaceDatabase, target: string | undefined): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return void (await migrate(opened.db as Kysely<unknown>, target));
    } catch (error) {
      if (opened.kind === "postgres" || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

function openSqlite(dataDir: string): WorkspaceDatabase {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATABASE_FILE);
  const database = new Database(file);
  // WAL: readers never wait for the writer; busy_timeout: a second process on the same file
  // (a restart overlapping the old one) waits for the lock instead of failing at once.
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  const db = new Kysely<WorkspaceSchema>({ dialect: new SqliteDialect({ database }) });
  return { db, kind: "sqlite", where: file, close: () => db.destroy() };
}

// int8 (bigint) columns come back from pg as strings, since they may pass 2^53; our times are
// milliseconds, far below it, so they are read as numbers as SQLite reads them.
const INT8_OID = 20;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string): WorkspaceDatabase {
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // An idle connection cut by the server (a restart, a failover, an admin) is dropped from the
  // pool and said once; unheard, pg's error event would end the process.
  pool.on("error", (error) => console.error(`server: a database connection was lost (${error.message}).`));
  // A connection cut while checked out (between a transaction's statements, say) errs on its
  // client, where the pool no longer listens: its next statement fails and says so instead.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = new Kysely<WorkspaceSchema>({ dialect: new PostgresDialect({ pool }) });
  const parsed = new URL(url);
  const where = `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  return { db, kind: "postgres", where, close: () => db.destroy() };
}
