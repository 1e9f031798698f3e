import { afterEach, describe, expect, it } from "vitest";
import { MOVE_BATCH } from "../../src/contract/moved-task.ts";
import { WORKSPACE_EVENTS_PATH } from "../../src/contract/shared-task.ts";
import { fromPage, type TestApp } from "../test/app-server.ts";
import { moveBigTasksIn, streamServer } from "../test/stream-server.ts";
import { DATABASE_KINDS, type TestDatabase } from "../test/databases.ts";
import { rawEvents } from "../test/raw-events.ts";
import { readEvents } from "../test/event-stream.ts";

// Over real HTTP, on both databases: a page that reads nothing of its stream for
// WORKSPACE_STALL_SECONDS is let go (its server stops holding what it was writing), and loses
// nothing: a stream opened again from its last event id tells the rest.

/** 400 tasks of 60 kB: 24 MB of events, far past what the kernel's buffers take for a reader that stopped. */
const TASKS = 2 * MOVE_BATCH;
const PROMPT = "x".repeat(60_000);

describe.each(DATABASE_KINDS)(
  "a stream whose page stops reading for too long, on $kind",
  { timeout: 60_000 },
  ({ fresh }) => {
    let database: TestDatabase;
    let app: TestApp;
    afterEach(async () => {
      await app.close();
      await database.drop();
    });

    it("is closed by its server after the stall time, and a new one tells every task", async () => {
      database = await fresh();
      const started = await streamServer(database.settings, { WORKSPACE_STALL_SECONDS: "1" });
      app = started.app;
      const stalled = rawEvents(app.url, `${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
      try {
        await stalled.until((event) => event.event === "ready");
        stalled.pause();
        for (let from = 0; from < TASKS; from += MOVE_BATCH) {
          expect((await moveBigTasksIn(app, "stall", from, MOVE_BATCH, PROMPT)).status).toBe(200);
        }
        await expect.poll(() => started.streamSocket()?.destroyed, { timeout: 10_000 }).toBe(true);
      } finally {
        stalled.close();
      }

      const again = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
      try {
        const told = new Set<string>();
        while (told.size < TASKS)
          for (const task of JSON.parse((await again.next("tasks", 10_000)).data) as { key: string }[])
            told.add(task.key);
        expect(told.size).toBe(TASKS);
      } finally {
        again.close();
      }
    });
  },
);
