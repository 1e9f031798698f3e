import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileProxyPath } from "../../src/contract/server-paths.ts";
import { freshPostgres, type TestDatabase } from "../../server/test/databases.ts";
import { openDatabase, type WorkspaceDatabase } from "../../server/workspace/database.ts";
import { startApp, type AppServer } from "./app-server.ts";
import { archiveProblems } from "./archive-checks.ts";
import { startFileHost, type BenchFile, type FileHost } from "./archive-files.ts";
import { pick } from "./mode.ts";
import { summarize, type Summary } from "./stats.ts";

// Issue 29: completed tasks' result files copied into the archive by `npm start` instances
// (ARCHIVE_RESULTS, each in a process of its own), by one on SQLite and by two on one database,
// beside the rate of the same files read through Taskdeck's file proxy. Correctness is checked
// (each file archived once, kept once); durations are only reported.

export const ARCHIVE_FILES = pick(100, 10);
export const ARCHIVE_FILE_BYTES = pick(5_000_000, 1_000_000);
/** Reads at once for the baselines: as many as one archiver copies at once (archiver.ts's batch). */
export const AT_ONCE = 4;
const DEADLINE_MS = pick(600_000, 60_000);
const TOKEN = "bench-archive-token";

export type RateRow = { path: string; seconds: number; mbPerSecond: number };
export type ArchiveRun = RateRow & {
  instances: number;
  database: string;
  /** From COMPLETED (all the tasks written at once) to the first file GET of an archiver. */
  firstGetMs: number;
  completedToArchivedMs: Summary;
};
export type ArchiveResult = { files: number; fileBytes: number; baselines: RateRow[]; runs: ArchiveRun[] };

const rate = (path: string, started: number, ended: number): RateRow => {
  const seconds = (ended - started) / 1000;
  return { path, seconds, mbPerSecond: (ARCHIVE_FILES * ARCHIVE_FILE_BYTES) / 1e6 / seconds };
};

export async function measureArchive(distDir: string, step: (text: string) => void): Promise<ArchiveResult> {
  const host = await startFileHost(ARCHIVE_FILES, ARCHIVE_FILE_BYTES);
  try {
    step(`archive: one instance on SQLite, ${ARCHIVE_FILES} files, and the file proxy's rate beside it`);
    const baselines: RateRow[] = [];
    const one = await archiveWith(distDir, host, 1, null, async (app) => {
      baselines.push(await readAll("straight from the file host (the bench's fetch)", host.files, (file) => file.url));
      const proxied = (file: BenchFile) => `${app.url}${fileProxyPath(file.requestId, file.url)}`;
      baselines.push(await readAll("Taskdeck's file proxy (npm start)", host.files, proxied, { Origin: app.url }));
    });
    const postgres = await freshPostgres().catch(() => null);
    step(`archive: two instances on ${postgres ? "one PostgreSQL" : "one SQLite file (no PostgreSQL answers)"}`);
    const two = await archiveWith(distDir, host, 2, postgres);
    return { files: ARCHIVE_FILES, fileBytes: ARCHIVE_FILE_BYTES, baselines, runs: [one, two] };
  } finally {
    await host.close();
  }
}

/** Every file read whole, AT_ONCE at a time: the rate a page's downloads (or a plain copy) could reach. */
async function readAll(path: string, files: BenchFile[], urlOf: (file: BenchFile) => string, headers = {}) {
  const started = Date.now();
  let next = 0;
  const reader = async () => {
    for (let file = files[next++]; file; file = files[next++]) {
      const answer = await fetch(urlOf(file), { headers });
      let size = 0;
      for await (const chunk of answer.body as AsyncIterable<Uint8Array>) size += chunk.length;
      if (answer.status !== 200 || size !== ARCHIVE_FILE_BYTES)
        throw new Error(`${path}: ${file.url} answered ${answer.status} with ${size} bytes`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, reader));
  return rate(path, started, Date.now());
}

async function archiveWith(
  distDir: string,
  host: FileHost,
  instances: number,
  postgres: TestDatabase | null,
  before?: (app: AppServer) => Promise<void>,
): Promise<ArchiveRun> {
  // One data folder for all: the archive's folder is shared, as instances on one database share it.
  const dataDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-archive-"));
  const settings = postgres?.settings ?? { dataDir };
  const database = `${postgres ? "PostgreSQL" : "SQLite"}${instances > 1 ? " (one for both)" : ""}`;
  const opened = await openDatabase(settings);
  const apps: AppServer[] = [];
  try {
    const env = {
      ...{ DATA_DIR: dataDir, UPSTREAM_BASE_URL: host.url, UPSTREAM_TOKEN: TOKEN, FILE_PROXY_ALLOW_PRIVATE: "1" },
      ...{ FOLLOW_TASKS: "1", ARCHIVE_RESULTS: "1", ...(postgres ? { DATABASE_URL: settings.databaseUrl! } : {}) },
    };
    for (let n = 0; n < instances; n++) apps.push(await startApp({ distDir, env }));
    await before?.(apps[0]!);
    host.forget();
    const completedAt = Date.now();
    await complete(opened, host, completedAt);
    const archived = await settled(opened, apps);
    const died = apps.find((app) => !app.alive());
    if (died) throw new Error(`archive bench: an instance died: ${died.stderrTail()}`);
    const ended = Math.max(...archived.map((file) => file.archived_at ?? NaN));
    const problems = archiveProblems(
      archived,
      host.gets(),
      join(dataDir, "archive"),
      ARCHIVE_FILES,
      ARCHIVE_FILE_BYTES,
    );
    if (problems.length) throw new Error(`archive bench, ${instances} instance(s): ${problems.join("; ")}`);
    return {
      ...rate(`archive, ${instances === 1 ? "one instance" : `${instances} instances`}`, completedAt, ended),
      instances,
      database,
      firstGetMs: host.firstGetAt() - completedAt,
      completedToArchivedMs: summarize(archived.map((file) => file.archived_at! - completedAt)),
    };
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
    await opened.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every file's task written as the follower leaves a completed one, in one INSERT: COMPLETED at once. */
async function complete({ db }: WorkspaceDatabase, host: FileHost, at: number) {
  const rows = host.files.map((file) => ({
    ...{ request_id: file.requestId, submission_key: `key-${file.requestId}`, created_at: at, updated_at: at },
    ...{ next_check_at: at, status: "COMPLETED", record: JSON.stringify(host.recordOf(file)), finished: 1 },
  }));
  await db.insertInto("tasks").values(rows).execute();
}

/** The archive's rows once every file is archived or given up on, or as they are at the deadline. */
async function settled({ db }: WorkspaceDatabase, apps: AppServer[]) {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const files = await db.selectFrom("archive_files").select(["state", "archived_at", "hash", "size"]).execute();
    const done = files.length === ARCHIVE_FILES && files.every((file) => file.state !== "pending");
    if (done || Date.now() > deadline || apps.some((app) => !app.alive())) return files;
    await sleep(100);
  }
}
