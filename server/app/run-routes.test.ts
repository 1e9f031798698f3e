import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SANDBOX_FAULTS_PATH } from "../../src/contract/server-paths.ts";
import { WORKSPACE_TASKS_PATH, sharedPageSchema } from "../../src/contract/shared-task.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { askRun, heardRun, putRun, sandboxPosts, until, videoRun } from "../test/run-fixtures.ts";

// Over real HTTP, on both databases: a page hands a run to its server, which sends its cells
// with no page open, at the run's pace, each once; pages change it and hear every change.

const PROMPTS = ["A fox", "A hare", "A stoat", "A vole", "A wren", "A newt"];

const sharedTasks = async (app: TestApp) =>
  sharedPageSchema.parse(await (await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`)).json()).tasks;

const statusOf = (record: unknown) => (record as { status?: string } | null)?.status;

async function arm(app: TestApp, fault: Record<string, unknown>) {
  const armed = await fetch(`${app.url}${SANDBOX_FAULTS_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ on: "submit", ...fault }),
  });
  expect(armed.status).toBe(201);
}

describe.each(DATABASE_KINDS)("runs the server sends, on $kind", { timeout: 40_000 }, ({ fresh }) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeEach(async () => {
    database = await fresh();
    app = await startApp({
      ...databaseEnv(database.settings),
      SANDBOX_TASK_SECONDS: "2",
      FOLLOW_POLL_SECONDS: "1",
      SANDBOX_CONTROL: "1",
    });
  });
  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it("sends every cell once with no page open, and follows each to its end", async () => {
    const made = await putRun(app, videoRun("run-six-cells", PROMPTS));
    expect(made).toMatchObject({ sentBy: "server", pause: null });
    const done = await until(
      () => sharedTasks(app),
      (tasks) => tasks.length === 6 && tasks.every((task) => statusOf(task.record) === "COMPLETED"),
      25_000,
    );
    expect(done.map((task) => statusOf(task.record))).toEqual(Array(6).fill("COMPLETED"));
    const run = (await heardRun(app, "run-six-cells"))!.run!;
    // Each cell names the task it went as; every task is one of the run's.
    expect(new Set(run.cells.map((cell) => cell.entryId))).toEqual(new Set(done.map((task) => task.key)));
    expect((await sandboxPosts(app)).sort()).toEqual([...PROMPTS].sort());
    // The same PUT again (a page's retry) changes nothing and sends nothing.
    expect((await putRun(app, videoRun("run-six-cells", PROMPTS))).cells).toEqual(run.cells);
    expect(await sandboxPosts(app)).toHaveLength(6);
  });

  it("keeps to the run's pace: no more than R in a minute", async () => {
    await putRun(app, videoRun("run-paced-3", PROMPTS), { tasksAtOnce: 10, submissionsPerMinute: 2 });
    await until(
      () => sandboxPosts(app),
      (posts) => posts.length >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The two go at once (tasksAtOnce 10), so they may reach the sandbox in either order.
    expect((await sandboxPosts(app)).sort()).toEqual(PROMPTS.slice(0, 2).sort());
    const run = (await heardRun(app, "run-paced-3"))!.run!;
    expect(run.cells.filter((cell) => cell.entryId !== null)).toHaveLength(2);
  });

  it("pauses, resumes and cancels what is left as its pages ask, and tells every page", async () => {
    await putRun(app, videoRun("run-controlled", PROMPTS), { tasksAtOnce: 1, submissionsPerMinute: 1 });
    await until(
      () => sandboxPosts(app),
      (posts) => posts.length === 1,
    );
    const paused = await askRun(app, "PATCH", "run-controlled", { pause: "user" });
    expect(await paused.json()).toMatchObject({ pause: { reason: "user" } });
    expect((await heardRun(app, "run-controlled"))?.run?.pause?.reason).toBe("user");
    const cancelled = await (
      await askRun(app, "PATCH", "run-controlled", { cancelRemaining: true, pause: null })
    ).json();
    expect(cancelled).toMatchObject({ pause: null, name: "Run run-controlled" });
    expect((cancelled as { cells: { cancelled: boolean }[] }).cells.map((cell) => cell.cancelled)).toEqual([
      false,
      ...Array(5).fill(true),
    ]);
    const renamed = await askRun(app, "PATCH", "run-controlled", { name: "Foxes", baseline: true });
    expect(await renamed.json()).toMatchObject({ name: "Foxes", baseline: true });
    expect((await askRun(app, "DELETE", "run-controlled")).status).toBe(204);
    expect(await heardRun(app, "run-controlled")).toMatchObject({ run: null });
    expect(await sandboxPosts(app)).toHaveLength(1);
  });

  it("stops on a failing service and goes on past a refused cell, the refusal's words kept", async () => {
    await arm(app, { kind: "http400", match: "A hare", param: "prompt" });
    await putRun(app, videoRun("run-refused", PROMPTS.slice(0, 3)), { tasksAtOnce: 1, submissionsPerMinute: 120 });
    const tasks = await until(
      () => sharedTasks(app),
      (found) => found.length === 3,
    );
    const refused = tasks.find((task) => task.body.prompt === "A hare");
    expect(refused).toMatchObject({
      status: 400,
      requestId: null,
      failure: { kind: "http", status: 400, param: "prompt" },
    });

    await arm(app, { kind: "http500" });
    await putRun(app, videoRun("run-failing", PROMPTS.slice(3)), { tasksAtOnce: 1, submissionsPerMinute: 120 });
    const stopped = await until(
      () => heardRun(app, "run-failing"),
      (run) => run?.run?.pause !== null && run?.run?.pause !== undefined,
    );
    expect(stopped?.run?.pause).toMatchObject({ reason: "server", failure: { kind: "http", status: 500 } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await sandboxPosts(app)).filter((prompt) => PROMPTS.slice(3).includes(prompt))).toHaveLength(1);
  });

  it("refuses what is not a run, a change it cannot make, and another site", async () => {
    const run = videoRun("run-refusals", PROMPTS);
    const pace = { tasksAtOnce: 1, submissionsPerMinute: 1 };
    expect((await askRun(app, "PUT", run.id, "{not json")).status).toBe(400);
    expect((await askRun(app, "PUT", "run-other-id", { run, pace })).status).toBe(400);
    expect((await askRun(app, "PUT", run.id, { run, pace: { tasksAtOnce: 0, submissionsPerMinute: 1 } })).status).toBe(
      400,
    );
    expect((await askRun(app, "PUT", run.id, { run: { ...run, cells: "x" }, pace })).status).toBe(400);
    expect((await askRun(app, "PUT", "no", { run, pace })).status).toBe(400);
    expect((await askRun(app, "PATCH", "run-nowhere", { pause: "user" })).status).toBe(404);
    expect((await askRun(app, "PATCH", run.id, { pause: "reload" })).status).toBe(400);
    expect((await askRun(app, "DELETE", "run-nowhere")).status).toBe(404);
    const crossSite = await askRun(app, "PUT", run.id, { run, pace }, { Origin: "https://evil.test" } as never);
    expect(crossSite.status).toBe(403);
    expect(await heardRun(app, run.id)).toBeUndefined();
    expect(fromPage(app)).toBeTruthy();
  });
});
