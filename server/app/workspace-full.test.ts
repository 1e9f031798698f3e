import { afterEach, describe, expect, it } from "vitest";
import { WORKSPACE_MOVE_IN_PATH } from "../../src/contract/moved-task.ts";
import { WORKSPACE_TASKS_PATH, sharedPageSchema } from "../../src/contract/shared-task.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { heardRun, putRun, sandboxPosts, until, videoRun } from "../test/run-fixtures.ts";

// Over real HTTP, on both databases: a workspace holds at most WORKSPACE_MAX_TASKS tasks. Past
// it a page's submission, a run's cell and a move-in batch are refused before anything is
// written or sent, in words that say so; what it holds is answered as before.

const shared = async (app: TestApp) =>
  sharedPageSchema.parse(await (await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`)).json()).tasks;

const moved = (key: string) => ({
  key,
  submittedAt: 10,
  body: { model: "minimax/t2v-01-director", prompt: `Moved ${key}` },
  requestId: null,
  record: null,
  verdict: null,
});

const move = (app: TestApp, keys: string[]) =>
  fetch(`${app.url}${WORKSPACE_MOVE_IN_PATH}`, {
    method: "POST",
    headers: { ...fromPage(app), "Content-Type": "application/json" },
    body: JSON.stringify({ tasks: keys.map(moved) }),
  });

const problemOf = async (answer: Response) =>
  ((await answer.json()) as { error: { code: string; message: string } }).error;

describe.each(DATABASE_KINDS)("a full workspace, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  let database: TestDatabase;
  let app: TestApp;
  const start = async (max: number) => {
    database = await fresh();
    app = await startApp({
      ...databaseEnv(database.settings),
      SANDBOX_CONTROL: "1",
      SANDBOX_TASK_SECONDS: "1",
      WORKSPACE_MAX_TASKS: String(max),
    });
  };
  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it("refuses a page's new submission with 507 workspace_full, sends nothing, and still answers those it holds", async () => {
    await start(2);
    expect((await submitKeyed(app, "full-key-0001", "A fox")).status).toBe(200);
    expect((await submitKeyed(app, "full-key-0002", "A hare")).status).toBe(200);
    const refused = await submitKeyed(app, "full-key-0003", "A stoat");
    expect(refused.status).toBe(507);
    const problem = await problemOf(refused);
    expect(problem.code).toBe("workspace_full");
    expect(problem.message).toMatch(
      /holds 2 tasks, and its server allows 2 \(WORKSPACE_MAX_TASKS\): so nothing was sent/,
    );
    expect(await sandboxPosts(app)).toEqual(["A fox", "A hare"]);
    // A key it holds is answered from the journal, full or not.
    const again = await submitKeyed(app, "full-key-0001", "A fox");
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await shared(app)).map((task) => task.key).sort()).toEqual(["full-key-0001", "full-key-0002"]);
  });

  it("refuses a move-in batch whose new tasks do not fit, saying how many it can take, and takes one that fits", async () => {
    await start(3);
    expect((await submitKeyed(app, "full-key-0010", "A fox")).status).toBe(200);
    const tooMany = await move(app, ["moved-key-0001", "moved-key-0002", "moved-key-0003"]);
    expect(tooMany.status).toBe(507);
    const problem = await problemOf(tooMany);
    expect(problem.code).toBe("workspace_full");
    expect(problem.message).toMatch(
      /it can take 2 more, and this batch holds 3 it does not, so none of them was taken/,
    );
    expect(await shared(app)).toHaveLength(1);
    // A task it holds takes no room: three in the batch, two of them new, fit in two.
    const fits = await move(app, ["full-key-0010", "moved-key-0001", "moved-key-0002"]);
    expect(await fits.json()).toEqual({ taken: 2, known: 1 });
    const full = await move(app, ["moved-key-0003"]);
    expect(full.status).toBe(507);
    expect((await problemOf(full)).message).toMatch(/it can take 0 more/);
    expect(await shared(app)).toHaveLength(3);
  });

  it("pauses a run the server sends once the workspace is full, its cells past the limit unsent and not sent", async () => {
    await start(2);
    const prompts = ["A fox", "A hare", "A stoat", "A vole"];
    await putRun(app, videoRun("run-past-the-limit", prompts), { tasksAtOnce: 1, submissionsPerMinute: 120 });
    const run = await until(
      async () => (await heardRun(app, "run-past-the-limit"))?.run,
      (held) => Boolean(held?.pause),
    );
    expect(run?.pause).toMatchObject({ reason: "full", failure: { status: 507, code: "workspace_full" } });
    expect(run?.pause?.message).toMatch(/WORKSPACE_MAX_TASKS/);
    expect(run?.cells.map((cell) => cell.entryId !== null)).toEqual([true, true, false, false]);
    // Paused, it does not go on through its cells.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await sandboxPosts(app)).toEqual(["A fox", "A hare"]);
    expect(await shared(app)).toHaveLength(2);
  });
});
