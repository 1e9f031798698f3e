import { createWriteStream, existsSync } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { backupWorkspace } from "./backup.ts";
import { DATABASE_FILE, openDatabase, WorkspaceError } from "./database.ts";

// `npm run workspace:backup -- <file>`: the workspace (DATABASE_URL's PostgreSQL, else the SQLite
// file in DATA_DIR, ./data by default) and its archive's files (DATA_DIR/archive) into one file,
// while its servers run (backup.ts). With S3_BUCKET set, the archive is in the bucket: the backup
// holds the database alone, and says so. Restored by `npm run workspace:restore` (restore-main.ts).

const file = process.argv[2];
const dataDir = process.env.DATA_DIR?.trim() || "data";
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const onS3 = Boolean(process.env.S3_BUCKET?.trim());

if (!file) {
  console.error("workspace:backup: give the file to write, e.g. npm run workspace:backup -- taskdeck-backup.tar.gz");
  process.exit(2);
}

const megabytes = (bytes: number) => (bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);
const part = `${file}.${process.pid}.part`;

try {
  if (existsSync(file)) throw new WorkspaceError(`${file} exists already: give the name of a new file.`);
  // Opening it would make an empty one: there is nothing to back up then.
  if (!databaseUrl && !existsSync(path.join(dataDir, DATABASE_FILE)))
    throw new WorkspaceError(`${dataDir} holds no workspace.`);
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const archiveDir = onS3 ? null : path.join(dataDir, "archive");
    const summary = await backupWorkspace(database, archiveDir, createWriteStream(part, { flags: "wx" }));
    // On disk before it takes its name: a crash never leaves a part of a backup under it.
    const written = await open(part, "r+");
    await written.sync();
    const { size } = await written.stat();
    await written.close();
    await rename(part, file);
    const rows = Object.entries(summary.rows).map(([table, count]) => `${count} ${table}`);
    const files = onS3
      ? "no archive files: they are in the S3 bucket (S3_BUCKET), which its own versioning or replication keeps"
      : `${summary.files} archive files (${megabytes(summary.bytes)})`;
    process.stdout.write(
      `workspace:backup: wrote ${file} (${megabytes(size)}) ` +
        `of ${database.where}, at migration ${summary.migration}: ${rows.join(", ")}; ${files}.\n`,
    );
    if (summary.missing > 0)
      console.warn(
        `workspace:backup: ${summary.missing} archived files were removed while it ran (a task deleted, the retention ` +
          "sweep): their rows are in the backup, their bytes are not.",
      );
  } finally {
    await database.close();
  }
} catch (error) {
  await rm(part, { force: true });
  console.error(`workspace:backup: no backup written: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
