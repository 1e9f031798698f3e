import { describe, expect, it } from "vitest";
import { pairKey } from "../../src/contract/judgement.ts";
import { WORKSPACE_EVENTS_PATH } from "../../src/contract/shared-task.ts";
import { WORKSPACE_ITEMS_PATH } from "../../src/contract/shared-item.ts";
import { makePreset } from "../../src/test/runs.ts";
import { fromPage, type TestApp } from "../test/app-server.ts";
import { appOnEach } from "../test/workspace-app.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { readEvents } from "../test/event-stream.ts";

// Over real HTTP, on both databases: presets and judgements are the workspace's, the newest copy
// of each (a removal as much as a change), heard on every page's stream.

function put(app: TestApp, kind: string, id: string, body: unknown, headers: Record<string, string> = fromPage(app)) {
  return fetch(`${app.url}${WORKSPACE_ITEMS_PATH}${kind}/${encodeURIComponent(id)}`, {
    method: "PUT",
    headers: { ...headers, "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function held(app: TestApp, kind: string) {
  const answer = await fetch(`${app.url}${WORKSPACE_ITEMS_PATH}${kind}`, { headers: fromPage(app) });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { id: string; item: unknown; updatedAt: number }[];
}

describe.each(DATABASE_KINDS)("shared items on $kind", ({ fresh }) => {
  const workspace = appOnEach(fresh);

  it("keeps the newest copy of a preset, its removal too, and every page hears of each", async () => {
    const { app } = workspace;
    const events = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
    try {
      await events.next("ready");
      expect(
        (await put(app, "presets", "p-1", { item: makePreset("p-1", "Pans", 2_000), updatedAt: 2_000 })).status,
      ).toBe(204);
      const heard = JSON.parse((await events.next("items", 1_000)).data) as unknown[];
      expect(heard).toMatchObject([{ kind: "presets", id: "p-1", item: { name: "Pans" }, updatedAt: 2_000 }]);
      // An older copy (a page that was away) changes nothing; a newer one wins; a newer removal removes.
      expect(
        (await put(app, "presets", "p-1", { item: makePreset("p-1", "Old", 1_000), updatedAt: 1_000 })).status,
      ).toBe(204);
      expect(await held(app, "presets")).toMatchObject([{ id: "p-1", item: { name: "Pans" } }]);
      expect((await put(app, "presets", "p-1", { item: null, updatedAt: 3_000 })).status).toBe(204);
      expect(JSON.parse((await events.next("items", 1_000)).data)).toMatchObject([{ id: "p-1", item: null }]);
      // The removal outlives an older copy sent again: it does not come back.
      expect(
        (await put(app, "presets", "p-1", { item: makePreset("p-1", "Pans", 2_500), updatedAt: 2_500 })).status,
      ).toBe(204);
      expect(await held(app, "presets")).toMatchObject([{ id: "p-1", item: null, updatedAt: 3_000 }]);
    } finally {
      events.close();
    }
  });

  it("keeps a judgement on two of its tasks, by their pair, and none on a browser's own task", async () => {
    const { app } = workspace;
    for (const key of ["key-left-0001", "key-right-001"]) expect((await submitKeyed(app, key, key)).status).toBe(200);
    const judgement = { a: "key-left-0001", b: "key-right-001", choice: "a", updatedAt: 1_000 };
    const id = pairKey(judgement.a, judgement.b);
    expect((await put(app, "judgements", id, { item: judgement, updatedAt: 1_000 })).status).toBe(204);
    expect(await held(app, "judgements")).toMatchObject([{ id, item: { choice: "a" } }]);
    const foreign = { ...judgement, b: "key-not-shared", updatedAt: 2_000 };
    expect(
      (await put(app, "judgements", pairKey(foreign.a, foreign.b), { item: foreign, updatedAt: 2_000 })).status,
    ).toBe(404);
    expect(await held(app, "judgements")).toHaveLength(1);
  });

  it("refuses what is not an item of its kind, a wrong id, a time ahead, too many bytes and another site", async () => {
    const { app } = workspace;
    const ok = { item: makePreset("p-2", "Zooms", 1_000), updatedAt: 1_000 };
    expect((await put(app, "presets", "p-2", "{not json")).status).toBe(400);
    expect((await put(app, "presets", "p-2", { item: { id: "p-2" }, updatedAt: 1 })).status).toBe(400);
    expect((await put(app, "presets", "p-other", ok)).status).toBe(400);
    expect((await put(app, "presets", "p-2", { ...ok, updatedAt: 1.5 })).status).toBe(400);
    expect((await put(app, "presets", "p-2", { ...ok, updatedAt: Date.now() + 3_600_000 })).status).toBe(400);
    expect((await put(app, "secrets", "p-2", ok)).status).toBe(404);
    const large = { item: { ...ok.item, name: "x".repeat(300_000) }, updatedAt: 1_000 };
    expect((await put(app, "presets", "p-2", large)).status).toBe(413);
    expect((await put(app, "presets", "p-2", ok, { Origin: "https://evil.test" })).status).toBe(403);
    expect(await held(app, "presets")).toEqual([]);
  });
});
