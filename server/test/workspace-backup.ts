import { createReadStream, createWriteStream, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { expect } from "vitest";
import { localFolderStorage } from "../archive/local-folder.ts";
import { tarEntries, tarWriter } from "../workspace/backup-tar.ts";
import { backupWorkspace } from "../workspace/backup.ts";
import { openDatabase, type DatabaseSettings } from "../workspace/database.ts";
import { restoreWorkspace } from "../workspace/restore.ts";
import type { WorkspaceSchema } from "../workspace/schema.ts";
import { firstHeld, TABLES } from "../workspace/workspace-tables.ts";
import type { TestDatabase } from "./databases.ts";
import { tempDataDir } from "./temp-data-dir.ts";
import { fillWorkspace, tableRows } from "./workspace-fill.ts";

// The backup's tests (server/workspace/backup*.test.ts): a workspace backed up, a target to
// restore it into, a backup edited entry by entry, and what a target holds afterwards.

export type Cleanups = (() => Promise<void>)[];
type Fresh = () => Promise<TestDatabase>;

export const archiveOf = (settings: DatabaseSettings) => path.join(settings.dataDir, "archive");

/** A new database of its kind, with a data folder of its own (PostgreSQL's has none) for the archive. */
export async function newWorkspace(fresh: Fresh, cleanups: Cleanups): Promise<DatabaseSettings> {
  const made = await fresh();
  cleanups.push(made.drop);
  return { ...made.settings, dataDir: made.settings.dataDir || tempDataDir() };
}

/** A backup of a new workspace that `fill` filled (at migration `migrateTo`: the newest by default). */
export async function backedUp(
  fresh: Fresh,
  cleanups: Cleanups,
  fill: (db: Kysely<WorkspaceSchema>, archiveDir: string) => Promise<void> = fillWorkspace,
  migrateTo?: string,
) {
  const settings = { ...(await newWorkspace(fresh, cleanups)), migrateTo };
  const database = await openDatabase(settings);
  try {
    await fill(database.db, archiveOf(settings));
    const file = path.join(tempDataDir(), "backup.tar.gz");
    await backupWorkspace(database, archiveOf(settings), createWriteStream(file));
    return { file, settings, rows: migrateTo ? {} : await tableRows(database.db) };
  } finally {
    await database.close();
  }
}

export const restoreFile = (file: string, settings: DatabaseSettings) =>
  restoreWorkspace(createReadStream(file), settings, localFolderStorage(archiveOf(settings)));

/** The same backup, each entry's bytes through `edit` (null: left out). */
export async function rewritten(file: string, edit: (name: string, bytes: Buffer) => Buffer | null): Promise<string> {
  const out = path.join(tempDataDir(), "edited.tar.gz");
  const tar = tarWriter(createWriteStream(out), new Date());
  for await (const entry of tarEntries(createReadStream(file))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk as Buffer);
    const bytes = edit(entry.path, Buffer.concat(chunks));
    if (bytes) await tar.add(entry.path, bytes.length, [bytes]);
  }
  await tar.finish();
  return out;
}

/** The archive's files (`<2 hex>/<hash>`) and their bytes (in base64: compared at once); `tmp/` apart. */
export function archiveFiles(archiveDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const pair of list(archiveDir).filter((name) => name !== "tmp"))
    for (const name of list(path.join(archiveDir, pair)))
      files[`${pair}/${name}`] = readFileSync(path.join(archiveDir, pair, name)).toString("base64");
  return files;
}

/** What the archive's staging folder holds: a refused restore leaves nothing there. */
export const stagedFiles = (archiveDir: string) => list(path.join(archiveDir, "tmp"));

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** The workspace's rows (every table), read by a connection of its own. */
export async function rowsOf(settings: DatabaseSettings): Promise<Record<string, unknown[]>> {
  const database = await openDatabase(settings);
  try {
    return await tableRows(database.db);
  } finally {
    await database.close();
  }
}

/** The target holds no row in any table, and its archive no file, staged or kept. */
export async function expectEmpty(settings: DatabaseSettings): Promise<void> {
  const database = await openDatabase(settings);
  try {
    const tables = TABLES.map(([table]) => table);
    expect(await firstHeld(database.db, tables)).toBeNull();
  } finally {
    await database.close();
  }
  expect(archiveFiles(archiveOf(settings))).toEqual({});
  expect(stagedFiles(archiveOf(settings))).toEqual([]);
}

/** How many tables a PostgreSQL database has: none, for one that nothing has opened. */
export async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}
