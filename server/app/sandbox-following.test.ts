import { afterEach, describe, expect, it } from "vitest";
import { SANDBOX_FAULTS_PATH } from "../../src/contract/server-paths.ts";
import {
  WORKSPACE_EVENTS_PATH,
  WORKSPACE_TASKS_PATH,
  sharedPageSchema,
  type SharedTask,
} from "../../src/contract/shared-task.ts";
import { fromPage, rawGet, startApp, type TestApp } from "../test/app-server.ts";
import { readEvents } from "../test/event-stream.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { until } from "../test/run-fixtures.ts";

// npm start on the embedded sandbox follows its tasks itself, by default: a page reads the
// records its checks brought, with the result files on the host that page came by.

const apps: TestApp[] = [];
afterEach(async () => void (await Promise.all(apps.splice(0).map((app) => app.close()))));

async function start(env: Record<string, string> = {}) {
  const app = await startApp({ SANDBOX_TASK_SECONDS: "2", FOLLOW_POLL_SECONDS: "1", SANDBOX_CONTROL: "1", ...env });
  apps.push(app);
  return app;
}

async function submit(app: TestApp, key: string, prompt: string) {
  expect((await submitKeyed(app, key, prompt)).status).toBe(200);
}

/** `host`: the Host the page reached the server by (fetch cannot set it). */
async function sharedTask(app: TestApp, key: string, host = new URL(app.url).host): Promise<SharedTask | undefined> {
  const answer = await rawGet(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`, { Host: host });
  return sharedPageSchema.parse(JSON.parse(answer.body.toString())).tasks.find((task) => task.key === key);
}

const statusOf = (task: SharedTask | undefined) => (task?.record as { status?: string } | null)?.status;

describe("the server following the sandbox's tasks", { timeout: 30_000 }, () => {
  it("brings each task to its end with no page checking it, its files named on the page's own host", async () => {
    const app = await start();
    const events = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
    await events.next("ready");
    await submit(app, "key-followed-1", "A fox");
    // Heard as followed from its answer on: no page starts checking it meanwhile.
    const [first] = JSON.parse((await events.next("tasks")).data) as SharedTask[];
    events.close();
    expect(first).toMatchObject({ key: "key-followed-1", state: "answered", followed: true });
    const done = await until(
      () => sharedTask(app, "key-followed-1"),
      (task) => statusOf(task) === "COMPLETED",
    );
    expect(done).toMatchObject({ followed: true, gone: false, failedChecks: 0, problem: null });
    const urls = JSON.stringify(done!.record);
    expect(urls).toContain("http://127.0.0.1:");
    expect(urls).not.toContain("invalid");
    // Reached by another name (a LAN address, localhost): its files are named on that one.
    const elsewhere = await sharedTask(app, "key-followed-1", "localhost:1234");
    expect(JSON.stringify(elsewhere!.record)).toMatch(/http:\/\/localhost:\d+\/__sandbox\/files\//);
  });

  it("keeps why a check failed, as the page words it, and goes on after it", async () => {
    const app = await start();
    await submit(app, "key-faulted-01", "A hare");
    const { requestId } = (await sharedTask(app, "key-faulted-01"))!;
    const armed = await fetch(`${app.url}${SANDBOX_FAULTS_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind: "http500", on: "query", match: requestId, count: 1 }),
    });
    expect(armed.status).toBe(201);
    const failing = await until(
      () => sharedTask(app, "key-faulted-01"),
      (task) => task?.failedChecks === 1,
    );
    expect(failing?.problem).toEqual({ code: "http", status: 500 });
    const done = await until(
      () => sharedTask(app, "key-faulted-01"),
      (task) => statusOf(task) === "COMPLETED",
    );
    expect(done).toMatchObject({ failedChecks: 0, problem: null });
  });

  it("follows nothing with FOLLOW_TASKS=0: the pages check their tasks themselves", async () => {
    const app = await start({ FOLLOW_TASKS: "0" });
    await submit(app, "key-unfollowed", "A stoat");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const task = await sharedTask(app, "key-unfollowed");
    expect(task).toMatchObject({ followed: false, state: "answered" });
    expect(statusOf(task)).not.toBe("COMPLETED");
  });
});
