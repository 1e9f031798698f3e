import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseSettings } from "../workspace/database.ts";

// Real databases for the workspace's tests, never a mock: SQLite in a folder of its own, and a
// PostgreSQL database of its own on the machine's server (TEST_DATABASE_URL; by default the
// trust-auth server on 127.0.0.1:5432 that `.ci/run` starts when none answers).

export type TestDatabase = { settings: DatabaseSettings; drop(): Promise<void> };

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export function freshSqlite(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "taskdeck-db-"));
  return Promise.resolve({
    settings: { dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  });
}

/** A new database on the test server, dropped afterwards (connections and all). */
export async function freshPostgres(): Promise<TestDatabase> {
  const name = `taskdeck_test_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    settings: { dataDir: "", databaseUrl: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** Both kinds, for `describe.each`: every workspace test runs on each. */
export const DATABASE_KINDS = [
  { kind: "SQLite", fresh: freshSqlite },
  { kind: "PostgreSQL", fresh: freshPostgres },
] as const;

/**
 * The server's settings for a test database, as `npm start` reads them from its environment. A
 * PostgreSQL one has no data folder: the server's own (a test's temporary one) stays, never the
 * project's `data/` (the archive's copies go there).
 */
export const databaseEnv = ({ dataDir, databaseUrl }: DatabaseSettings): Record<string, string> => ({
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
