import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { WORKSPACE_ITEMS_PATH } from "../../src/contract/shared-item.ts";
import { sharedPageSchema, WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { QUEUES_API } from "../../src/contract/queue-paths.ts";
import { SHARE_PAGE, SHARES_API } from "../../src/contract/shares.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { makePreset } from "../../src/test/runs.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { databaseEnv, freshPostgres, freshSqlite, type TestDatabase } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";

// `npm run workspace:copy`, as a real process: an embedded workspace's tasks, verdicts and items
// moved into PostgreSQL, where a server then shows them and goes on from their change numbers.

const run = promisify(execFile);
const copy = (dataDir: string, url: string) =>
  run(process.execPath, ["--import", "tsx", "server/workspace/copy-main.ts", url], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  }).then(
    ({ stdout }) => ({ code: 0, said: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, said: error.stderr }),
  );

const preset = makePreset("p-1", "Pans", 1_000);

async function page(app: TestApp) {
  return sharedPageSchema.parse(await (await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`)).json());
}

/** What a copy keeps of a task (the new server's own checks may bring a newer record at any time). */
const kept = ({ key, body, requestId, submittedAt, verdict, verdicts, sentBy }: { [field: string]: unknown }) => ({
  key,
  body,
  requestId,
  submittedAt,
  verdict,
  verdicts,
  sentBy,
});

describe("copying the embedded workspace into PostgreSQL", { timeout: 30_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const opened = async <T extends TestApp | TestDatabase>(made: Promise<T>) => {
    const it = await made;
    cleanups.push("drop" in it ? it.drop : it.close);
    return it;
  };

  it("copies tasks, verdicts and items once, and a server on PostgreSQL goes on from them", async () => {
    const sqlite = await opened(freshSqlite());
    const embedded = await startApp(databaseEnv(sqlite.settings));
    expect((await submitKeyed(embedded, "key-copied-0001", "A copied fox")).status).toBe(200);
    const verdict = { outcome: "pass", rating: 5, tags: [], note: "", pins: [], updatedAt: 2_000 };
    const put = (path: string, body: unknown) =>
      fetch(`${embedded.url}${path}`, {
        method: "PUT",
        headers: { ...fromPage(embedded), "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await put(`${WORKSPACE_VERDICTS_PATH}key-copied-0001`, verdict)).status).toBe(204);
    expect((await put(`${WORKSPACE_ITEMS_PATH}presets/p-1`, { item: preset, updatedAt: 1_000 })).status).toBe(204);
    // A share link, signed with the key the workspace keeps (no TASKDECK_SECRET): it goes with the copy.
    const share = { kind: "task", targets: ["key-copied-0001"], days: null };
    const made = await fetch(`${embedded.url}${SHARES_API.list}`, {
      method: "POST",
      headers: { ...fromPage(embedded), "Content-Type": "application/json" },
      body: JSON.stringify(share),
    });
    const { link } = (await made.json()) as { link: string };
    const queue = { name: "Copied", source: { kind: "tasks", keys: ["key-copied-0001"] }, assignees: ["local"] };
    const queued = await fetch(`${embedded.url}${QUEUES_API.list}`, {
      method: "POST",
      headers: { ...fromPage(embedded), "Content-Type": "application/json" },
      body: JSON.stringify(queue),
    });
    expect(queued.status).toBe(201);
    const before = (await page(embedded)).tasks;
    await embedded.close();

    const postgres = await opened(freshPostgres());
    const url = postgres.settings.databaseUrl!;
    const copied = await copy(sqlite.settings.dataDir, url);
    expect(copied).toMatchObject({ code: 0 });
    expect(copied.said).toContain("1 submissions, 1 tasks, 1 verdicts, 0 runs, 1 items");
    expect(copied.said).not.toContain("@"); // the database's address, never its credentials

    const shared = await opened(startApp(databaseEnv(postgres.settings)));
    expect((await page(shared)).tasks.map(kept)).toEqual(before.map(kept));
    expect(before[0]).toMatchObject({ key: "key-copied-0001", verdict: { outcome: "pass" }, sentBy: "local" });
    expect(before[0]!.verdicts).toEqual([{ by: "local", verdict }]);
    const viewed = await fetch(`${shared.url}${SHARES_API.open}${link.slice(SHARE_PAGE.length)}`);
    expect(await viewed.json()).toMatchObject({ tasks: [{ key: "key-copied-0001", prompt: "A copied fox" }] });
    const queues = await (await fetch(`${shared.url}${QUEUES_API.list}`, { headers: fromPage(shared) })).json();
    expect(queues).toMatchObject([{ name: "Copied", total: 1, done: 1, progress: [{ person: "local", judged: 1 }] }]);
    const items = await (
      await fetch(`${shared.url}${WORKSPACE_ITEMS_PATH}presets`, { headers: fromPage(shared) })
    ).json();
    expect(items).toMatchObject([{ id: "p-1", item: { name: "Pans" } }]);
    // A change there comes after every copied one: pages that read up to n read on from n.
    expect((await submitKeyed(shared, "key-after-copy1", "A fox after the copy")).status).toBe(200);
    const after = (await page(shared)).tasks.find((task) => task.key === "key-after-copy1");
    expect(after!.change).toBeGreaterThan(Math.max(...before.map((task) => task.change)));

    // Again: the target holds a workspace now, and nothing is copied twice.
    const again = await copy(sqlite.settings.dataDir, url);
    expect(again.code).toBe(1);
    expect(again.said).toContain("already holds a workspace");
  });

  it("says there is nothing to copy from a folder with no workspace, and copies nothing", async () => {
    const postgres = await opened(freshPostgres());
    const answer = await copy(tempDataDir(), postgres.settings.databaseUrl!);
    expect(answer.code).toBe(1);
    expect(answer.said).toContain("holds no workspace");
  });
});
