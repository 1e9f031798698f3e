import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WORKSPACE_EVENTS_PATH, WORKSPACE_TASKS_PATH, sharedPageSchema } from "../../src/contract/shared-task.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { readEvents } from "../test/event-stream.ts";

// Over real HTTP, on both databases: a verdict given on one page is the workspace's, newest first.

const KEY = "key-judged-001";
const verdict = (fields: Record<string, unknown>) => ({
  outcome: null,
  rating: null,
  tags: [],
  note: "",
  pins: [],
  ...fields,
});

function put(app: TestApp, body: unknown, key = KEY, headers: Record<string, string> = fromPage(app)) {
  return fetch(`${app.url}${WORKSPACE_VERDICTS_PATH}${key}`, {
    method: "PUT",
    headers: { ...headers, "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function taskHeld(app: TestApp) {
  const page = sharedPageSchema.parse(await (await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`)).json());
  return page.tasks.find((task) => task.key === KEY);
}
const verdictHeld = async (app: TestApp) => (await taskHeld(app))?.verdict;

describe.each(DATABASE_KINDS)("verdicts on $kind", ({ fresh }) => {
  let database: TestDatabase;
  let app: TestApp;
  beforeEach(async () => {
    database = await fresh();
    app = await startApp(databaseEnv(database.settings));
    const sent = await submitKeyed(app, KEY, "A judged fox");
    expect(sent.status).toBe(200);
  });
  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it("keeps the newest copy, and every page hears of it", async () => {
    const events = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
    try {
      await events.next("tasks");
      expect((await put(app, verdict({ outcome: "pass", rating: 4, updatedAt: 2_000 }))).status).toBe(204);
      const heard = JSON.parse((await events.next("tasks", 1_000)).data) as { key: string; verdict: unknown }[];
      expect(heard).toMatchObject([{ key: KEY, verdict: { outcome: "pass", rating: 4, updatedAt: 2_000 } }]);
    } finally {
      events.close();
    }
    // An older copy (a page that was offline) changes nothing; a newer one wins.
    expect((await put(app, verdict({ outcome: "fail", updatedAt: 1_000 }))).status).toBe(204);
    expect(await verdictHeld(app)).toMatchObject({ outcome: "pass", updatedAt: 2_000 });
    expect((await put(app, verdict({ outcome: "fail", note: "blurry", updatedAt: 3_000 }))).status).toBe(204);
    expect(await verdictHeld(app)).toMatchObject({ outcome: "fail", note: "blurry", updatedAt: 3_000 });
    // With no accounts, the local owner's: one verdict, on a task the local owner sent.
    expect(await taskHeld(app)).toMatchObject({
      sentBy: "local",
      verdicts: [{ by: "local", verdict: { outcome: "fail", updatedAt: 3_000 } }],
    });
  });

  it("refuses what is not a verdict, a bad key, a body too large and another site", async () => {
    expect((await put(app, "{not json")).status).toBe(400);
    expect((await put(app, verdict({ outcome: "maybe", updatedAt: 1 }))).status).toBe(400);
    expect((await put(app, verdict({ rating: 9, updatedAt: 1 }))).status).toBe(400);
    expect((await put(app, verdict({ updatedAt: 1 }), "no")).status).toBe(400);
    expect((await put(app, verdict({ updatedAt: 1.5 }))).status).toBe(400);
    expect((await put(app, verdict({ updatedAt: Date.now() + 3_600_000 }))).status).toBe(400);
    expect((await put(app, verdict({ updatedAt: 1 }), "key-not-in-the-workspace")).status).toBe(404);
    expect((await put(app, verdict({ note: "x".repeat(300_000), updatedAt: 1 }))).status).toBe(413);
    const crossSite = await put(app, verdict({ updatedAt: 1 }), KEY, { Origin: "https://evil.test" });
    expect(crossSite.status).toBe(403);
    expect(await verdictHeld(app)).toBeNull();
  });
});
