import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLIENT_CONFIG_PATH } from "../../src/contract/server-paths.ts";
import {
  WORKSPACE_EVENTS_PATH,
  WORKSPACE_TASKS_PATH,
  sharedPageSchema,
  sharedTaskSchema,
  type SharedTask,
} from "../../src/contract/shared-task.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { readEvents } from "../test/event-stream.ts";

// Over real HTTP, on both databases: what one page sends, every page of the workspace reads and hears.

const submit = submitKeyed;

async function changedSince(app: TestApp, query: string) {
  const answer = await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?${query}`, { headers: fromPage(app) });
  expect(answer.status).toBe(200);
  return sharedPageSchema.parse(await answer.json());
}

const tasksOf = (data: string): SharedTask[] => (JSON.parse(data) as unknown[]).map((t) => sharedTaskSchema.parse(t));

describe.each(DATABASE_KINDS)("the workspace's tasks on $kind", ({ fresh }) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  beforeEach(async () => {
    database = await fresh();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await database.drop();
  });
  const start = async () => {
    const app = await startApp(databaseEnv(database.settings));
    apps.push(app);
    return app;
  };

  it("lists what changed since a number, in pages, with the service's answer", async () => {
    const app = await start();
    expect((await submit(app, "key-first-0001", "A fox")).status).toBe(200);
    expect((await submit(app, "key-second-002", "A hare")).status).toBe(200);
    const all = await changedSince(app, "since=0");
    expect(all.tasks.map((task) => [task.key, task.state, task.body.prompt])).toEqual([
      ["key-first-0001", "answered", "A fox"],
      ["key-second-002", "answered", "A hare"],
    ]);
    const [first] = all.tasks;
    expect(first!.requestId).toMatch(/\w+/);
    expect(first!.record).toMatchObject({ request_id: first!.requestId });
    expect(all.more).toBe(false);
    expect(await changedSince(app, `since=${all.cursor}`)).toEqual({ tasks: [], cursor: all.cursor, more: false });
    const paged = await changedSince(app, "since=0&limit=1");
    expect([paged.tasks.length, paged.more]).toEqual([1, true]);
    expect((await changedSince(app, `since=${paged.cursor}`)).tasks.map((task) => task.key)).toEqual([
      "key-second-002",
    ]);
  });

  it("streams each change as it happens, and a reconnect resumes after the last event it had", async () => {
    const app = await start();
    await submit(app, "key-before-001", "Before");
    const events = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
    try {
      const caughtUp = await events.next("tasks");
      expect(tasksOf(caughtUp.data).map((task) => task.key)).toEqual(["key-before-001"]);
      const sent = Date.now();
      await submit(app, "key-during-01", "During");
      const live = await events.next("tasks", 1_000);
      expect(tasksOf(live.data).map((task) => task.key)).toEqual(["key-during-01"]);
      expect(Date.now() - sent).toBeLessThan(1_000);
      events.close();
      await submit(app, "key-while-away", "Away");
      const resumed = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}`, {
        ...fromPage(app),
        "Last-Event-ID": live.id!,
      });
      try {
        expect(tasksOf((await resumed.next("tasks")).data).map((task) => task.key)).toEqual(["key-while-away"]);
      } finally {
        resumed.close();
      }
    } finally {
      events.close();
    }
  });

  it("reads a number from another workspace (ahead of this one's) from the start", async () => {
    const app = await start();
    await submit(app, "key-only-0001", "Only");
    const events = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}?since=999999`, fromPage(app));
    try {
      expect(tasksOf((await events.next("tasks")).data).map((task) => task.key)).toEqual(["key-only-0001"]);
    } finally {
      events.close();
    }
  });

  it("refuses a bad number, a page too long and another site", async () => {
    const app = await start();
    for (const query of ["since=-1", "since=abc", "since=1.5", "limit=0", "limit=100000"]) {
      const answer = await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?${query}`);
      expect(answer.status, query).toBe(400);
    }
    const crossSite = await fetch(`${app.url}${WORKSPACE_EVENTS_PATH}`, { headers: { Origin: "https://evil.test" } });
    expect(crossSite.status).toBe(403);
  });
});

describe("two instances on one PostgreSQL", () => {
  it("a page on one hears, within a second, what was sent through the other (LISTEN/NOTIFY)", async () => {
    const database = await DATABASE_KINDS.find((kind) => kind.kind === "PostgreSQL")!.fresh();
    const env = { DATABASE_URL: database.settings.databaseUrl! };
    const [a, b] = [await startApp(env), await startApp(env)];
    const events = await readEvents(`${b.url}${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(b));
    try {
      await events.next("ready");
      const sent = Date.now();
      expect((await submit(a, "key-through-a1", "Through A")).status).toBe(200);
      // Well within the fallback read (15 s): only the notification can bring it this soon.
      const heard = await events.next("tasks", 1_000);
      expect(tasksOf(heard.data).map((task) => task.key)).toEqual(["key-through-a1"]);
      expect(Date.now() - sent).toBeLessThan(1_000);

      // The listening connections cut (a database restart, an admin): they listen again within seconds.
      const admin = new pg.Client({ connectionString: env.DATABASE_URL });
      await admin.connect();
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'",
      );
      await admin.end();
      expect(cut.rowCount).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await submit(a, "key-through-a2", "Through A again");
      const again = await events.next("tasks", 3_000);
      expect(tasksOf(again.data).map((task) => task.key)).toEqual(["key-through-a2"]);
    } finally {
      events.close();
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });
});

describe("a server that passes each page's token on", () => {
  it("shares no workspace: its people may each have their own account with the service", async () => {
    const app = await startApp({ UPSTREAM_BASE_URL: "http://127.0.0.1:9" });
    try {
      const config = (await (await fetch(`${app.url}${CLIENT_CONFIG_PATH}`)).json()) as { shared: boolean };
      expect(config.shared).toBe(false);
      expect((await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`, { headers: fromPage(app) })).status).toBe(404);
      expect((await fetch(`${app.url}${WORKSPACE_EVENTS_PATH}`, { headers: fromPage(app) })).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
