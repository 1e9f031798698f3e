import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { WORKSPACE_MOVE_IN_PATH } from "../../src/contract/moved-task.ts";
import { WORKSPACE_TASKS_PATH, sharedPageSchema } from "../../src/contract/shared-task.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { heardRun, sandboxPosts, until, videoRun } from "../test/run-fixtures.ts";

// Over real HTTP, on both databases: a browser's own history moves into the workspace once;
// nothing is doubled, an unfinished task is followed from then on, its verdict comes with it.

const body = (prompt: string) => ({ model: "minimax/t2v-01-director", prompt });
const record = (requestId: string, status: string) => ({ request_id: requestId, status, progress: "100%" });
const verdict = { outcome: "pass", rating: 5, tags: [], note: "crisp", pins: [], updatedAt: 1_000 };

function move(app: TestApp, tasks: unknown, headers = fromPage(app)) {
  return fetch(`${app.url}${WORKSPACE_MOVE_IN_PATH}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: typeof tasks === "string" ? tasks : JSON.stringify({ tasks }),
  });
}

const shared = async (app: TestApp) =>
  sharedPageSchema.parse(await (await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`)).json()).tasks;

/** A task the sandbox made before this browser met the workspace (sent straight, with no key). */
async function madeEarlier(app: TestApp): Promise<string> {
  const answer = await fetch(`${app.url}${SUBMIT_PATH}`, {
    method: "POST",
    headers: { ...fromPage(app), "Content-Type": "application/json", Authorization: `Bearer ${SANDBOX_TOKEN}` },
    body: JSON.stringify(body("An otter, sent before")),
  });
  return ((await answer.json()) as { data: { request_id: string } }).data.request_id;
}

describe.each(DATABASE_KINDS)("moving a browser's history in, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeEach(async () => {
    database = await fresh();
    app = await startApp({
      ...databaseEnv(database.settings),
      SANDBOX_TASK_SECONDS: "1",
      FOLLOW_POLL_SECONDS: "1",
      SANDBOX_CONTROL: "1",
    });
  });
  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it("takes each task once, with its verdict, and follows the unfinished ones to their end", async () => {
    const running = await madeEarlier(app);
    const tasks = [
      {
        key: "entry-done-0001",
        submittedAt: 10,
        body: body("A fox"),
        requestId: "req-done-1",
        record: record("req-done-1", "COMPLETED"),
        verdict,
      },
      {
        key: "entry-running-1",
        submittedAt: 20,
        body: body("An otter"),
        requestId: running,
        record: record(running, "IN_PROGRESS"),
        verdict: null,
      },
      { key: "entry-unknown-1", submittedAt: 30, body: body("A hare"), requestId: null, record: null, verdict: null },
    ];
    const first = await move(app, tasks);
    expect(await first.json()).toEqual({ taken: 3, known: 0 });
    const held = await shared(app);
    expect(held.map((task) => [task.key, task.state, task.requestId])).toEqual([
      ["entry-done-0001", "answered", "req-done-1"],
      ["entry-running-1", "answered", running],
      ["entry-unknown-1", "unknown", null],
    ]);
    expect(held[0]).toMatchObject({
      submittedAt: 10,
      record: { status: "COMPLETED" },
      verdict: { outcome: "pass", note: "crisp" },
    });
    const done = await until(
      () => shared(app),
      (now) =>
        (now.find((task) => task.key === "entry-running-1")?.record as { status?: string })?.status === "COMPLETED",
    );
    expect(done.find((task) => task.key === "entry-running-1")).toMatchObject({ followed: true });

    // Again, or the same task under another key (another browser's copy of one import): nothing doubled.
    expect(await (await move(app, tasks)).json()).toEqual({ taken: 0, known: 3 });
    const copy = { ...tasks[0], key: "entry-copy-00001" };
    expect(await (await move(app, [copy])).json()).toEqual({ taken: 0, known: 1 });
    expect(await shared(app)).toHaveLength(3);
  });

  it("takes a browser's own run after its tasks, as it is, paused while cells are left", async () => {
    const run = videoRun("run-moved-in-1", ["A fox", "A hare"]);
    run.cells[0] = { ...run.cells[0]!, entryId: "entry-done-0001" };
    const answer = await fetch(`${app.url}${WORKSPACE_MOVE_IN_PATH}`, {
      method: "POST",
      headers: { ...fromPage(app), "Content-Type": "application/json" },
      body: JSON.stringify({ tasks: [], runs: [run] }),
    });
    expect(await answer.json()).toEqual({ taken: 1, known: 0 });
    const held = (await heardRun(app, "run-moved-in-1"))?.run;
    expect(held).toMatchObject({ sentBy: "server", pause: { reason: "user" } });
    expect(held?.cells.map((cell) => cell.entryId)).toEqual(["entry-done-0001", null]);
    // Sent nothing: moving in is not sending.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await sandboxPosts(app)).toEqual([]);
  });

  it("refuses what is not a batch of tasks, too many at once, and another site", async () => {
    const one = {
      key: "entry-refused-1",
      submittedAt: 1,
      body: body("A vole"),
      requestId: "r-1",
      record: null,
      verdict: null,
    };
    expect((await move(app, "{not json")).status).toBe(400);
    expect((await move(app, [{ ...one, key: "short" }])).status).toBe(400);
    expect(
      (
        await move(
          app,
          Array.from({ length: 201 }, (_, i) => ({ ...one, key: `entry-many-${i}00` })),
        )
      ).status,
    ).toBe(400);
    expect((await move(app, [one], { Origin: "https://evil.test" } as never)).status).toBe(403);
    expect(await shared(app)).toHaveLength(0);
  });
});
