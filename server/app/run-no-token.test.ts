import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { heardRun, putRun, until, videoRun } from "../test/run-fixtures.ts";

// Issue 28, item 4: a server that keeps the service token in its workspace (TASKDECK_SECRET)
// and has none yet sends no run's cell: the run pauses and says why, and the service hears
// nothing, no token of anyone's.

describe.each(DATABASE_KINDS)(
  "a run on a server with no service token yet, on $kind",
  { timeout: 30_000 },
  ({ fresh }) => {
    let upstream: RecordingUpstream;
    let database: TestDatabase;
    let app: TestApp;
    beforeAll(async () => {
      upstream = await recordingUpstream();
      database = await fresh();
      app = await startApp({
        ...databaseEnv(database.settings),
        UPSTREAM_BASE_URL: upstream.url,
        TASKDECK_SECRET: "a-test-secret-of-at-least-32-characters",
      });
    });
    afterAll(async () => {
      await app?.close();
      await upstream?.close();
      await database?.drop();
    });

    it("pauses, saying an owner sets the token, and sends nothing", async () => {
      await putRun(app, videoRun("run-no-token", ["A fox", "A hare"]));
      const heard = await until(
        () => heardRun(app, "run-no-token"),
        (run) => Boolean(run?.run?.pause),
      );
      expect(heard!.run!.pause).toMatchObject({ reason: "server" });
      expect(heard!.run!.pause!.message).toMatch(/no service token yet: an owner sets one/);
      expect(upstream.seen).toEqual([]);
    });
  },
);
