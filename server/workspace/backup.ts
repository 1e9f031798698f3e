import { open, readdir } from "node:fs/promises";
import path from "node:path";
import type { Writable } from "node:stream";
import { sql, type Kysely } from "kysely";
import {
  archiveEntry,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  CLOSING,
  MANIFEST,
  tableEntry,
  type Closing,
  type Manifest,
} from "./backup-format.ts";
import { tarWriter } from "./backup-tar.ts";
import type { WorkspaceDatabase } from "./database.ts";
import type { WorkspaceSchema } from "./schema.ts";
import { presentTables, readRows } from "./workspace-tables.ts";

// `npm run workspace:backup`: the workspace's database and its archive's files into one file
// (backup-format.ts), while its servers may run. The rows are read in one snapshot: on PostgreSQL
// a read-only REPEATABLE READ transaction, on SQLite a read transaction (WAL: the server writes
// on meanwhile, and this reader sees none of it). The archive's files are read after it: a file
// is written whole under its hash before any row names it, and never changed, so every file the
// rows name is there, but for one whose last archived row went meanwhile (a deleted task, the
// retention sweep: unheld-bytes.ts), which is counted and said. A newer file may come too.

/** `missing`: files the rows name as archived, removed before they were read. */
export type BackupSummary = Closing & { migration: string; missing: number };

type Writer = ReturnType<typeof tarWriter>;

/**
 * Writes a backup of `database` and of the archive in `archiveDir` (null: the archive is in a
 * bucket, and the backup holds the database alone) to `output`.
 */
export async function backupWorkspace(
  database: WorkspaceDatabase,
  archiveDir: string | null,
  output: Writable,
  now = new Date(),
): Promise<BackupSummary> {
  const tar = tarWriter(output, now);
  try {
    const { migration, rows, named } = await writeTables(database, archiveDir !== null, tar, now);
    const kept = new Set<string>();
    const files = archiveDir ? await writeArchive(archiveDir, tar, kept) : { files: 0, bytes: 0 };
    const closing: Closing = { rows, ...files };
    await tar.add(CLOSING, ...json(closing));
    await tar.finish();
    const missing = archiveDir ? [...named].filter((hash) => !kept.has(hash)).length : 0;
    return { ...closing, migration, missing };
  } catch (error) {
    tar.abort(error);
    throw error;
  }
}

const json = (value: unknown): [number, Buffer[]] => {
  const bytes = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  return [bytes.length, [bytes]];
};

async function writeTables(database: WorkspaceDatabase, withArchive: boolean, tar: Writer, now: Date) {
  const snapshot =
    database.kind === "postgres"
      ? database.db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only")
      : database.db.transaction();
  return snapshot.execute(async (trx) => {
    const migration = await newestMigration(trx);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      migration,
      made_at: now.toISOString(),
      database: database.kind,
      archive: withArchive ? "included" : "on S3",
    };
    await tar.add(MANIFEST, ...json(manifest));
    const rows: Record<string, number> = {};
    const named = new Set<string>();
    for (const [table, key] of await presentTables(trx)) {
      rows[table] = 0;
      let part = 0;
      for await (const batch of readRows(trx, table, key)) {
        const lines = Buffer.from(batch.map((row) => `${JSON.stringify(row)}\n`).join(""));
        await tar.add(tableEntry(table, ++part), lines.length, [lines]);
        rows[table] += batch.length;
        if (table === "archive_files")
          for (const { state, hash } of batch) if (state === "archived" && typeof hash === "string") named.add(hash);
        // A model's neighbours are kept while their model is: each row's bytes are named.
        if (table === "archive_neighbours") for (const { hash } of batch) if (typeof hash === "string") named.add(hash);
      }
    }
    return { migration, rows, named };
  });
}

/** Kysely's record of the migrations run: the newest is the version of the tables' shape. */
async function newestMigration(db: Kysely<WorkspaceSchema>): Promise<string> {
  const { rows } = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(db);
  return rows[0]!.name;
}

const HEX_PAIR = /^[0-9a-f]{2}$/;
const HASH = /^[0-9a-f]{64}$/;

/**
 * Every file kept under its hash (`<2 hex>/<hash>`), added to `kept`; copies under way (`tmp/`,
 * `*.part`) are not kept yet. A file is opened before its size is read: removed then, it is still
 * read whole; removed before, it is passed over.
 */
async function writeArchive(archiveDir: string, tar: Writer, kept: Set<string>) {
  let bytes = 0;
  const names = (dir: string) =>
    readdir(dir).then(
      (found) => found.sort(),
      (error) => missing(error) ?? [],
    );
  for (const pair of (await names(archiveDir)).filter((name) => HEX_PAIR.test(name))) {
    for (const hash of await names(path.join(archiveDir, pair))) {
      if (!HASH.test(hash) || !hash.startsWith(pair)) continue;
      const handle = await open(path.join(archiveDir, pair, hash)).catch(missing);
      if (!handle) continue;
      try {
        const { size } = await handle.stat();
        await tar.add(archiveEntry(hash), size, handle.createReadStream({ autoClose: false }));
        kept.add(hash);
        bytes += size;
      } finally {
        await handle.close();
      }
    }
  }
  return { files: kept.size, bytes };
}

/** A folder not made yet (no file archived), a file removed: nothing to read. */
const missing = (error: NodeJS.ErrnoException): null => {
  if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
  throw error;
};
