import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { stageFile, type StagedFile } from "../archive/stage-file.ts";
import type { ArchiveStorage } from "../archive/storage.ts";
import {
  ARCHIVE_ENTRY,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BadBackup,
  CLOSING,
  closingSchema,
  explained,
  MANIFEST,
  manifestSchema,
  TABLE_ENTRY,
  type Closing,
  type Manifest,
} from "./backup-format.ts";
import { entryText, ndjsonObjects, tarEntries, type TarEntry } from "./backup-tar.ts";
import { WorkspaceError, type DatabaseSettings } from "./database.ts";
import { migrate } from "./migrations.ts";
import { checkMigration, openEmptyTarget } from "./restore-target.ts";
import type { WorkspaceSchema } from "./schema.ts";
import { BATCH, TABLES, type Row, type Table } from "./workspace-tables.ts";

// `npm run workspace:restore`: a backup (backup-format.ts) into an empty workspace, whole or not
// at all. Its rows go in one transaction; its archive's files are staged in the archive's tmp/,
// each hashed as it is written and refused unless its hash is its name, and moved in under it
// once the rows are committed. A backup that fails on the way (damaged, cut short, a file that is
// not its hash) leaves the database empty and no file behind.

/** The rows went in, and what follows them failed (a file moved in, the newer migrations). */
export class PartlyRestored extends WorkspaceError {}

export type RestoreSummary = Closing & { manifest: Manifest; where: string; filesKept: boolean };

/** Restores the backup read from `source`; `storage` null: its archive's files are read, not kept. */
export async function restoreWorkspace(
  source: Readable,
  settings: DatabaseSettings,
  storage: ArchiveStorage | null,
): Promise<RestoreSummary> {
  const entries = tarEntries(source);
  try {
    const manifest = await readManifest(entries);
    checkMigration(manifest.migration);
    const database = await openEmptyTarget(settings, manifest.migration);
    const staged: StagedFile[] = [];
    try {
      const closing = await database.db.transaction().execute((trx) => restoreEntries(entries, trx, storage, staged));
      try {
        // Each is renamed in under its hash (put): the removal below finds only what was not.
        for (const file of staged) await storage!.put(file.hash, { staged: file.path });
        // A backup of an older version: brought forward as a start brings the database it came from.
        await migrate(database.db as Kysely<unknown>);
      } catch (error) {
        throw new PartlyRestored(`the rows are restored into ${database.where}, but then: ${(error as Error).message}`);
      }
      return { ...closing, manifest, where: database.where, filesKept: storage !== null };
    } finally {
      await Promise.all(staged.map((file) => rm(file.path, { force: true })));
      await database.close();
    }
  } catch (error) {
    throw explained(error);
  } finally {
    await entries.return(undefined);
  }
}

type Entries = AsyncGenerator<TarEntry>;

/** The manifest, the backup's first entry: what is not one is refused before anything is opened. */
async function readManifest(entries: Entries): Promise<Manifest> {
  const first = await entries.next();
  const notOne = new BadBackup(`it is not a Taskdeck workspace backup (it does not begin with ${MANIFEST}).`);
  if (first.done || first.value.path !== MANIFEST) throw notOne;
  let found: { format?: unknown; version?: unknown } | null;
  try {
    found = JSON.parse(await entryText(first.value.body, 64 * 1024)) as typeof found;
  } catch (error) {
    throw error instanceof BadBackup ? error : notOne;
  }
  if (found?.format !== BACKUP_FORMAT) throw notOne;
  if (found.version !== BACKUP_VERSION)
    throw new BadBackup(
      `the backup is of format version ${String(found.version)}: this Taskdeck reads version ${BACKUP_VERSION}.`,
    );
  const manifest = manifestSchema.safeParse(found);
  if (!manifest.success) throw new BadBackup(`its ${MANIFEST} is not as a backup writes it.`);
  return manifest.data;
}

async function restoreEntries(
  entries: Entries,
  trx: Kysely<WorkspaceSchema>,
  storage: ArchiveStorage | null,
  staged: StagedFile[],
): Promise<Closing> {
  const rows: Record<string, number> = {};
  const seen = { files: 0, bytes: 0 };
  for await (const entry of entries) {
    const table = TABLE_ENTRY.exec(entry.path)?.[1];
    const hash = ARCHIVE_ENTRY.exec(entry.path)?.[2];
    if (table !== undefined) rows[table] = (rows[table] ?? 0) + (await insertRows(trx, known(table), entry));
    else if (hash !== undefined) {
      seen.files += 1;
      seen.bytes += await stageArchived(hash, entry, storage, staged);
    } else if (entry.path === CLOSING) {
      const parsed = closingSchema.safeParse(JSON.parse(await entryText(entry.body, 1 << 20)));
      const closing = parsed.success ? parsed.data : { rows: {}, files: -1, bytes: -1 };
      const counted = TABLES.find(([name]) => (closing.rows[name] ?? 0) !== (rows[name] ?? 0));
      if (counted || closing.files !== seen.files || closing.bytes !== seen.bytes)
        throw new BadBackup(`the backup is damaged: it holds other rows or files than its ${CLOSING} counts.`);
      return closing;
    } else throw new BadBackup(`the backup holds an entry this Taskdeck does not know (${entry.path}).`);
  }
  throw new BadBackup(`the backup is cut short: it ends before ${CLOSING}, which closes a whole one.`);
}

const TABLE_NAMES: readonly string[] = TABLES.map(([table]) => table);
const known = (table: string): Table => {
  if (!TABLE_NAMES.includes(table))
    throw new BadBackup(`the backup holds a table this Taskdeck does not know (${table}).`);
  return table as Table;
};

/** Inserts an entry's rows, a batch at a time, as they are read. */
async function insertRows(trx: Kysely<WorkspaceSchema>, table: Table, entry: TarEntry): Promise<number> {
  let count = 0;
  const insert = async (batch: Row[]) => {
    try {
      await trx
        .insertInto(table)
        .values(batch as never)
        .execute();
    } catch (error) {
      throw new WorkspaceError(`the backup's rows of ${table} could not be written: ${(error as Error).message}`);
    }
    count += batch.length;
  };
  const batch: Row[] = [];
  for await (const row of ndjsonObjects(entry.body)) {
    batch.push(row);
    if (batch.length === BATCH) await insert(batch.splice(0));
  }
  if (batch.length > 0) await insert(batch);
  return count;
}

/** Stages an archived file, refused unless its bytes hash to its name; answers its size. */
async function stageArchived(hash: string, entry: TarEntry, storage: ArchiveStorage | null, staged: StagedFile[]) {
  if (!storage) {
    let size = 0;
    for await (const chunk of entry.body) size += (chunk as Buffer).length;
    return size;
  }
  const file = await stageFile(entry.body, storage.stagingDir, Number.MAX_SAFE_INTEGER);
  staged.push(file);
  if (file.hash !== hash)
    throw new BadBackup(`the backup is damaged: the bytes of archive file ${hash} hash to ${file.hash}.`);
  return file.size;
}
