import { readdirSync } from "node:fs";
import path from "node:path";
import { SANDBOX_ATTACHMENTS_PATH } from "../../src/contract/server-paths.ts";
import { archiveStatePath, type ArchiveStateAnswer } from "../../src/contract/archive.ts";
import { STAGING } from "../archive/local-folder.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { afterEach, beforeEach } from "vitest";
import { fromPage, startApp, type TestApp } from "./app-server.ts";
import { databaseEnv, type TestDatabase } from "./databases.ts";
import { until } from "./run-fixtures.ts";
import { tempDataDir } from "./temp-data-dir.ts";

// The archive's tests (issue 29): what its folder holds, and a task's archive state read as a page reads it.

/** The hashes kept in an archive folder (`<2 hex>/<hash>`), sorted; and what is left in its staging folder. */
export function archiveContents(dir: string): { kept: string[]; staging: string[] } {
  const list = (folder: string) => {
    try {
      return readdirSync(folder);
    } catch {
      return [];
    }
  };
  const kept = list(dir)
    .filter((name) => name !== STAGING)
    .flatMap((prefix) => list(path.join(dir, prefix)))
    .sort();
  return { kept, staging: list(path.join(dir, STAGING)) };
}

export async function archiveState(app: Pick<TestApp, "url">, key: string): Promise<ArchiveStateAnswer> {
  const answer = await fetch(`${app.url}${archiveStatePath(key)}`, { headers: fromPage(app) });
  if (answer.status !== 200) throw new Error(`archive state of ${key}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as ArchiveStateAnswer;
}

/** The task's archive state once each of its files is archived or failed (`count` of them), or as it is after 20 s. */
export async function settledArchive(app: Pick<TestApp, "url">, key: string, count = 1): Promise<ArchiveStateAnswer> {
  const settled = (state: ArchiveStateAnswer) =>
    state.files.length >= count && state.files.every((file) => file.state === "archived" || file.state === "failed");
  await until(
    () => archiveState(app, key).catch(() => null),
    (state) => state !== null && settled(state),
    20_000,
  );
  return archiveState(app, key);
}

/** Arms the sandbox: the next task whose body holds `match` delivers these files (listed ones as results). */
export async function attachResults(
  app: Pick<TestApp, "url">,
  match: string,
  files: { name: string; bytes: Uint8Array | string; type?: string; listed?: boolean }[],
) {
  const answer = await fetch(`${app.url}${SANDBOX_ATTACHMENTS_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      match,
      files: files.map(({ name, bytes, type, listed }) => ({
        name,
        content_base64: Buffer.from(bytes).toString("base64"),
        ...(type ? { content_type: type } : {}),
        listed: listed ?? true,
      })),
    }),
  });
  if (answer.status !== 201) throw new Error(`attachments refused: ${answer.status} ${await answer.text()}`);
}

/**
 * On each test of a file: a fresh database of its kind and `npm start`'s app on it, its sandbox
 * quick and its control plane on (a test expires links), with `env` on top; `dir` is its archive
 * folder. Closed and dropped after each.
 */
export function archiveAppOnEach(fresh: () => Promise<TestDatabase>, env: Record<string, string> = {}) {
  const held = {} as { app: TestApp; database: TestDatabase; dir: string };
  beforeEach(async () => {
    held.database = await fresh();
    const dataDir = path.resolve(held.database.settings.dataDir || tempDataDir());
    held.dir = path.join(dataDir, "archive");
    const quick = { SANDBOX_TASK_SECONDS: "1", FOLLOW_POLL_SECONDS: "1", SANDBOX_CONTROL: "1" };
    held.app = await startApp({ ...databaseEnv(held.database.settings), DATA_DIR: dataDir, ...quick, ...env });
  });
  afterEach(async () => {
    await held.app?.close();
    await held.database?.drop();
  });
  return held;
}

/** A task the follower saw completed, with these result files. */
export async function completedTask({ db }: WorkspaceDatabase, key: string, urls: string[]) {
  const record = { request_id: `req-${key}`, status: "COMPLETED", data: { file_urls: urls } };
  await db
    .insertInto("tasks")
    .values({ request_id: `req-${key}`, submission_key: key, created_at: 1, updated_at: 1, next_check_at: 1 })
    .execute();
  await db
    .updateTable("tasks")
    .set({ status: "COMPLETED", record: JSON.stringify(record), finished: 1 })
    .where("request_id", "=", `req-${key}`)
    .execute();
}
