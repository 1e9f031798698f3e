import { describe, expect, it } from "vitest";
import { changePageSchema, WORKSPACE_CHANGES_PATH } from "../../src/contract/change-events.ts";
import { WORKSPACE_ITEMS_PATH } from "../../src/contract/shared-item.ts";
import { WORKSPACE_EVENTS_PATH } from "../../src/contract/shared-task.ts";
import { makePreset } from "../../src/test/runs.ts";
import { fromPage } from "../test/app-server.ts";
import { appOnEach } from "../test/workspace-app.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";

// Over real HTTP, on both databases: the stream's events as pages of JSON, for a page whose
// stream a proxy holds back (the feed falls back to them: src/features/tasks/poll-changes.ts).

const preset = makePreset("p-1", "Pans", 1_000);

describe.each(DATABASE_KINDS)("the stream's pages on $kind", ({ fresh }) => {
  const workspace = appOnEach(fresh);

  const changes = async (query: string, headers = fromPage(workspace.app)) => {
    const { app } = workspace;
    const answer = await fetch(`${app.url}${WORKSPACE_CHANGES_PATH}?${query}`, { headers });
    return { status: answer.status, page: changePageSchema.safeParse(await answer.json()).data };
  };

  it("answers the events after a change number, in order, each kind as the stream names it", async () => {
    const { app } = workspace;
    expect((await submitKeyed(app, "key-paged-0001", "A paged fox")).status).toBe(200);
    const put = await fetch(`${app.url}${WORKSPACE_ITEMS_PATH}presets/p-1`, {
      method: "PUT",
      headers: { ...fromPage(app), "Content-Type": "application/json" },
      body: JSON.stringify({ item: preset, updatedAt: 1_000 }),
    });
    expect(put.status).toBe(204);
    const { page } = await changes("since=0");
    const names = page!.events.map((event) => event.event);
    expect(names.slice(-1)).toEqual(["items"]);
    expect(names).toContain("tasks");
    expect(JSON.parse(page!.events.at(-1)!.data)).toMatchObject([{ kind: "presets", id: "p-1" }]);
    const ids = page!.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // After the last: nothing; a number from another workspace (ahead of this one's) reads from the start.
    expect((await changes(`since=${ids.at(-1)}`)).page).toEqual({ events: [], more: false });
    expect((await changes("since=999999")).page!.events).toHaveLength(page!.events.length);
    expect((await changes("since=-1")).status).toBe(400);
    expect((await changes("since=0", { Origin: "https://evil.test" })).status).toBe(403);
  });

  it("tells a proxy on the way not to hold the stream back", async () => {
    const { app } = workspace;
    const controller = new AbortController();
    const answer = await fetch(`${app.url}${WORKSPACE_EVENTS_PATH}`, {
      headers: fromPage(app),
      signal: controller.signal,
    });
    expect(answer.headers.get("x-accel-buffering")).toBe("no");
    expect(answer.headers.get("content-type")).toContain("text/event-stream");
    controller.abort();
  });
});
