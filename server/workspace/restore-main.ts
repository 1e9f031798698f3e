import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { localFolderStorage } from "../archive/local-folder.ts";
import { WorkspaceError } from "./database.ts";
import { PartlyRestored, restoreWorkspace } from "./restore.ts";

// `npm run workspace:restore -- <file>`: a backup of `npm run workspace:backup` into an empty
// workspace: DATABASE_URL's PostgreSQL, else the SQLite file in DATA_DIR (./data by default), and
// the archive folder DATA_DIR/archive (restore.ts). Run it with the server stopped. With S3_BUCKET
// set, the archive is in the bucket: the database alone is restored, and it says so.

const file = process.argv[2];
const dataDir = process.env.DATA_DIR?.trim() || "data";
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const onS3 = Boolean(process.env.S3_BUCKET?.trim());

if (!file) {
  console.error(
    "workspace:restore: give the backup to restore, e.g. npm run workspace:restore -- taskdeck-backup.tar.gz",
  );
  process.exit(2);
}

const megabytes = (bytes: number) => (bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`);

try {
  if (!(await stat(file).catch(() => null))?.isFile()) throw new WorkspaceError(`${file} is not a file.`);
  const storage = onS3 ? null : localFolderStorage(path.join(dataDir, "archive"));
  const restored = await restoreWorkspace(createReadStream(file), { dataDir, databaseUrl }, storage);
  const rows = Object.entries(restored.rows).map(([table, count]) => `${count} ${table}`);
  const files =
    restored.manifest.archive === "on S3"
      ? "no archive files: they were in an S3 bucket; set S3_* to that bucket"
      : restored.filesKept
        ? `${restored.files} archive files (${megabytes(restored.bytes)})`
        : `not its ${restored.files} archive files: the archive is in the S3 bucket (S3_BUCKET); upload them from the backup's archive/ folder`;
  process.stdout.write(
    `workspace:restore: restored ${file} (made ${restored.manifest.made_at}, at migration ${restored.manifest.migration}) ` +
      `into ${restored.where}: ${rows.join(", ")}; ${files}.\n`,
  );
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`workspace:restore: ${error instanceof PartlyRestored ? reason : `nothing restored: ${reason}`}`);
  process.exitCode = 1;
}
