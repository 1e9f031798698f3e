import type { Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { MOVE_BATCH, WORKSPACE_MOVE_IN_PATH } from "../../src/contract/moved-task.ts";
import { WORKSPACE_EVENTS_PATH } from "../../src/contract/shared-task.ts";
import { configFromEnv } from "./config.ts";
import { createAppServer } from "./server.ts";
import { fakeDist, fromPage, listen, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
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
      const env = {
        DIST_DIR: fakeDist(),
        ...databaseEnv(database.settings),
        FOLLOW_TASKS: "0",
        WORKSPACE_STALL_SECONDS: "1",
      };
      const server = await createAppServer({ ...configFromEnv(env), port: 0 });
      let streamSocket: Socket | null = null;
      server.on("request", (request: { url?: string; socket: Socket }) => {
        if (request.url?.startsWith(WORKSPACE_EVENTS_PATH)) streamSocket ??= request.socket;
      });
      app = await listen(server);
      const stalled = rawEvents(app.url, `${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
      try {
        await stalled.until((event) => event.event === "ready");
        stalled.pause();
        for (let from = 0; from < TASKS; from += MOVE_BATCH) {
          const tasks = Array.from({ length: MOVE_BATCH }, (_, i) => ({
            key: `stall-${String(from + i).padStart(4, "0")}`,
            submittedAt: from + i,
            body: { model: "minimax/t2v-01-director", prompt: `${from + i} ${PROMPT}` },
            requestId: null,
            record: null,
            verdict: null,
          }));
          const answer = await fetch(`${app.url}${WORKSPACE_MOVE_IN_PATH}`, {
            method: "POST",
            headers: { ...fromPage(app), "Content-Type": "application/json" },
            body: JSON.stringify({ tasks }),
          });
          expect(answer.status).toBe(200);
        }
        await expect.poll(() => (streamSocket as Socket | null)?.destroyed, { timeout: 10_000 }).toBe(true);
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
