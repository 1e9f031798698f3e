import type { ServerConfig } from "../app/config.ts";
import type { Sandbox } from "../sandbox/handler.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { archiveQueue } from "./archive-queue.ts";
import { startArchiver } from "./archiver.ts";
import { safeFetcher, sandboxFetcher } from "./fetch-result.ts";
import { localFolderStorage } from "./local-folder.ts";
import type { ArchiveStorage } from "./storage.ts";

/** The longest pause in a copy's transfer when no UPSTREAM_TIMEOUT_SECONDS says (the sandbox's files). */
const IDLE_MS = 60_000;

/** Where this server keeps the archive: the folder under its data folder (an S3 bucket would be chosen here). */
export const archiveStorage = (config: ServerConfig): ArchiveStorage => localFolderStorage(config.archive.dir);

/**
 * Starts copying completed tasks' result files, when this server does (ARCHIVE_RESULTS, on
 * wherever it follows tasks); null when it does not. The copies read files as the file proxy
 * does, under its limits (FILE_PROXY_MAX_BYTES, FILE_PROXY_TIMEOUT_SECONDS, FILE_PROXY_ALLOW_PRIVATE).
 */
export function startArchiving(
  config: ServerConfig,
  database: WorkspaceDatabase,
  sandbox: Sandbox | null,
  owner: string,
): { stop(): Promise<void> } | null {
  if (!config.archive.enabled || !config.follow) return null;
  const storage = localFolderStorage(config.archive.dir);
  const safe = safeFetcher(config.files, config.upstream?.timeoutMs ?? IDLE_MS);
  const fetchResult = sandbox ? sandboxFetcher(sandbox.state, safe) : safe;
  const options = { owner, maxBytes: config.files.maxBytes, totalMs: config.files.totalMs };
  // Stray copies of a killed instance cleared first; a folder that cannot be made is said, and nothing is copied.
  const started = storage.ready().then(
    () => startArchiver(archiveQueue(database), fetchResult, storage, options),
    (error: unknown) => {
      console.error(`server: the archive folder ${config.archive.dir} is not usable (${String(error)}); no copies.`);
      return null;
    },
  );
  return { stop: async () => (await started)?.stop() };
}
