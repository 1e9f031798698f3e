import { afterEach, describe, expect, it } from "vitest";
import { MOVE_BATCH } from "../../src/contract/moved-task.ts";
import { SHARED_PAGE_MAX, WORKSPACE_EVENTS_PATH } from "../../src/contract/shared-task.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { fromPage, type TestApp } from "../test/app-server.ts";
import { moveBigTasksIn, streamServer } from "../test/stream-server.ts";
import { DATABASE_KINDS, type TestDatabase } from "../test/databases.ts";
import { rawEvents } from "../test/raw-events.ts";

// Over real HTTP, on both databases: a page that stops reading the workspace's stream costs its
// server a bounded amount, however much changes meanwhile. The stream's writes wait for the
// socket to drain, so the server reads no further than what the socket holds (and the page
// of changes it is writing): it does not read the whole backlog into memory to queue it.

/** More than the largest page of changes the stream may read at once: the last is never in the first. */
const TASKS = SHARED_PAGE_MAX + MOVE_BATCH;
/** Each task's body: 1,200 of them make 30 MB of events, far past what the kernel's buffers hold. */
const PROMPT = "x".repeat(25_000);
/** A page of changes being written is at most one event (512 kB and one change) on the socket. */
const MOST_QUEUED = 2 * 1024 * 1024;

const keyOf = (i: number) => `backlog-${String(i).padStart(4, "0")}`;
describe.each(DATABASE_KINDS)("a stream whose page stops reading, on $kind", { timeout: 90_000 }, ({ fresh }) => {
  let database: TestDatabase;
  let app: TestApp;
  afterEach(async () => {
    await app.close();
    await database.drop();
  });

  it("stalls its writes instead of queueing the backlog, and loses nothing once read again", async () => {
    database = await fresh();
    // The server's side of the stream's connection: what it holds in memory for the socket.
    const started = await streamServer(database.settings);
    app = started.app;
    const events = rawEvents(app.url, `${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
    try {
      await events.until((event) => event.event === "ready");
      events.pause();

      for (let from = 0; from < TASKS; from += MOVE_BATCH) {
        expect((await moveBigTasksIn(app, "backlog", from, MOVE_BATCH, PROMPT)).json).toEqual({
          taken: MOVE_BATCH,
          known: 0,
        });
      }
      // Until the server's side settles: a server that queued would have read everything by now.
      let most = 0;
      for (let still = 0; still < 5;) {
        const queued = started.streamSocket()?.writableLength ?? 0;
        still = queued === most ? still + 1 : 0;
        most = Math.max(most, queued);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(most).toBeLessThan(MOST_QUEUED);

      // The last task changes again (a verdict): a stream that stalled has not read it yet, so it
      // hears it once, as it is now; one that had queued the backlog would tell it twice.
      const last = keyOf(TASKS - 1);
      const verdict = { outcome: "pass", rating: 5, tags: [], note: "heard late", pins: [], updatedAt: Date.now() };
      const kept = await fetch(`${app.url}${WORKSPACE_VERDICTS_PATH}${last}`, {
        method: "PUT",
        headers: { ...fromPage(app), "Content-Type": "application/json" },
        body: JSON.stringify(verdict),
      });
      expect(kept.status).toBe(204);

      events.resume();
      const heardLast = (event: { event: string; data: string }) =>
        event.event === "tasks" && event.data.includes(`"key":"${last}"`);
      await events.until(
        (event) => heardLast(event) && (JSON.parse(event.data) as { verdict: unknown }[]).at(-1)?.verdict !== null,
        60_000,
      );
      const told = events.heard
        .filter((event) => event.event === "tasks")
        .flatMap((event) => (JSON.parse(event.data) as { key: string }[]).map((task) => task.key));
      // Every task once: none lost while the page did not read, none told twice.
      expect(told).toHaveLength(TASKS);
      expect(new Set(told).size).toBe(TASKS);
    } finally {
      events.close();
    }
  });
});
