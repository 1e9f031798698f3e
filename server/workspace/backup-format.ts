import { z } from "zod";
import { WorkspaceError } from "./database.ts";

// A workspace backup (`npm run workspace:backup`) is one gzipped tar (docs/scripts.md), which
// any tool reads (`tar -tzf`):
//
//   workspace.json                  what it is: the format, the database's migration, where from
//   tables/<table>/<000001>.ndjson  a batch of a table's rows, one JSON object a line, as the database holds them
//   archive/<2 hex>/<sha256>        an archived file's bytes, under their hash (none when the archive is on S3)
//   end.json                        how many rows of each table and files came: a backup without it was cut short

export const MANIFEST = "workspace.json";
export const CLOSING = "end.json";
export const BACKUP_FORMAT = "taskdeck-workspace-backup";
export const BACKUP_VERSION = 1;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  /** The newest migration its database had run (migrations.ts). */
  migration: z.string(),
  made_at: z.string(),
  database: z.enum(["sqlite", "postgres"]),
  /** "included", or "on S3": the archive's files were in a bucket, and are not in the backup. */
  archive: z.enum(["included", "on S3"]),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const closingSchema = z.object({
  rows: z.record(z.string(), z.number().int()),
  files: z.number().int(),
  bytes: z.number().int(),
});
export type Closing = z.infer<typeof closingSchema>;

export const tableEntry = (table: string, part: number) => `tables/${table}/${String(part).padStart(6, "0")}.ndjson`;
export const archiveEntry = (hash: string) => `archive/${hash.slice(0, 2)}/${hash}`;
export const TABLE_ENTRY = /^tables\/([a-z_]+)\/\d{6}\.ndjson$/;
export const ARCHIVE_ENTRY = /^archive\/([0-9a-f]{2})\/(\1[0-9a-f]{62})$/;

/** The backup is not one this code can restore: said in one line, nothing restored. */
export class BadBackup extends WorkspaceError {}

/** What gzip, tar and JSON say of a damaged backup, in a sentence for people. */
export function explained(error: unknown): Error {
  if (error instanceof WorkspaceError) return error;
  const { code, message } = error as { code?: string; message?: string };
  if (code === "Z_DATA_ERROR" && message === "incorrect header check")
    return new BadBackup("it is not a Taskdeck workspace backup (not a gzip file).");
  if (code?.startsWith("Z_") || code?.startsWith("TAR_") || error instanceof SyntaxError)
    return new BadBackup(`the backup is damaged or cut short (${message}).`);
  return error instanceof Error ? error : new Error(String(error));
}
