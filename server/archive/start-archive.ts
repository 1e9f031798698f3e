import { archivesResults } from "../app/client-config.ts";
import type { ServerConfig } from "../app/config.ts";
import type { Sandbox } from "../sandbox/handler.ts";
import type { Stamp } from "../workspace/changes.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { archiveQueue } from "./archive-queue.ts";
import { startArchiver } from "./archiver.ts";
import { safeFetcher, sandboxFetcher } from "./fetch-result.ts";
import { localFolderStorage } from "./local-folder.ts";
import { s3Storage } from "./s3-storage.ts";
import type { ArchiveStorage } from "./storage.ts";
import { quotaCheck } from "./archive-quota.ts";
import { startRetention } from "./retention.ts";
import { dropUnheld } from "./unheld-bytes.ts";

/** The longest pause in a copy's transfer when no UPSTREAM_TIMEOUT_SECONDS says (the sandbox's files). */
const IDLE_MS = 60_000;

/** Where this server keeps the archive: the S3 bucket when S3_ENDPOINT… say one, else the folder under its data folder. */
export const archiveStorage = ({ archive }: ServerConfig): ArchiveStorage & { ready(): Promise<void> } =>
  archive.s3 ? s3Storage(archive.s3, archive.dir) : localFolderStorage(archive.dir);

/** The archive's place as the log names it: never the key to a bucket. */
const placeOf = ({ archive }: ServerConfig) =>
  archive.s3 ? `the S3 bucket ${archive.s3.bucket} at ${archive.s3.endpoint}` : `the archive folder ${archive.dir}`;

/**
 * Starts copying completed tasks' result files, when this server does (ARCHIVE_RESULTS, on
 * wherever it follows tasks); null when it does not. The copies read files as the file proxy
 * does, under its limits (FILE_PROXY_MAX_BYTES, FILE_PROXY_TIMEOUT_SECONDS, FILE_PROXY_ALLOW_PRIVATE),
 * within the workspace's quota (ARCHIVE_QUOTA_BYTES); copies past ARCHIVE_RETENTION_DAYS are removed.
 */
export function startArchiving(
  config: ServerConfig,
  database: WorkspaceDatabase,
  sandbox: Sandbox | null,
  owner: string,
  stamp?: Stamp,
): { stop(): Promise<void> } | null {
  if (!archivesResults(config)) return null;
  const storage = archiveStorage(config);
  const safe = safeFetcher(config.files, config.upstream?.timeoutMs ?? IDLE_MS);
  const fetchResult = sandbox ? sandboxFetcher(sandbox.state, safe) : safe;
  const { quotaBytes, retentionDays } = config.archive;
  const options = {
    ...{ owner, maxBytes: config.files.maxBytes, totalMs: config.files.totalMs },
    quota: quotaBytes === null ? undefined : quotaCheck(database, quotaBytes),
    dropUnheld: (hashes: string[]) => dropUnheld(database, storage, hashes),
  };
  // Retention's sweeps are told to pages as changes of their tasks (written alone without a stamp).
  const sweepStamp: Stamp = stamp ?? ((_key, write) => write(database.db));
  // Stray copies of a killed instance cleared first; a folder that cannot be made, or a bucket that
  // does not answer, is said, and nothing is copied.
  const started = storage.ready().then(
    () => {
      const copies = startArchiver(archiveQueue(database, { stamp }), fetchResult, storage, options);
      const days = retentionDays;
      const sweeps = days === null ? null : startRetention(database, storage, sweepStamp, { days, owner });
      return { stop: async () => void (await Promise.all([copies.stop(), sweeps?.stop()])) };
    },
    (error: unknown) => {
      console.error(
        `server: ${placeOf(config)} is not usable (${(error as Error).message.replace(/\.$/, "")}); no copies.`,
      );
      return null;
    },
  );
  return { stop: async () => (await started)?.stop() };
}
