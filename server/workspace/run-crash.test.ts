import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WORKSPACE_TASKS_PATH, sharedPageSchema } from "../../src/contract/shared-task.ts";
import { fakeDist, fromPage } from "../test/app-server.ts";
import { startAppProcess, type AppProcess } from "../test/app-process.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { askRun, heardRun, putRun, until, videoRun } from "../test/run-fixtures.ts";

// kill -9 while the server sends a run's cell: after the restart, the run comes back paused,
// the cell on its way is told as "no answer" (a task may exist) and is never sent again; the
// cells not yet sent go once a person resumes.

const PROMPTS = ["A heron [Push in]", "A crane [Pan left]", "A stork [Zoom out]"];
const posted = (upstream: RecordingUpstream) =>
  upstream.seen
    .filter((seen) => seen.method === "POST")
    .map((seen) => (JSON.parse(seen.body) as { prompt: string }).prompt);

describe.each(DATABASE_KINDS)("a server killed while sending a run, on $kind", ({ fresh }) => {
  let database: TestDatabase;
  let upstream: RecordingUpstream;
  let app: AppProcess | null = null;
  beforeEach(async () => {
    database = await fresh();
    upstream = await recordingUpstream();
    upstream.reply = () => undefined; // the service takes the POST and never answers
  });
  afterEach(async () => {
    await app?.stop();
    await upstream.close();
    await database.drop();
  });

  it("comes back paused, the cell on its way unknown and never sent again", async () => {
    app = await startAppProcess({
      DIST_DIR: fakeDist(),
      UPSTREAM_BASE_URL: upstream.url,
      UPSTREAM_TOKEN: "server-token-1",
      UPSTREAM_TIMEOUT_SECONDS: "30",
      UPSTREAM_TOTAL_SECONDS: "40",
      ...databaseEnv(database.settings),
    });
    await putRun(app, videoRun("run-crashed-1", PROMPTS), { tasksAtOnce: 1, submissionsPerMinute: 60 });
    await expect.poll(() => posted(upstream), { timeout: 10_000 }).toEqual([PROMPTS[0]]);
    await app.stop(); // SIGKILL while the service holds the cell's POST

    await app.start();
    const back = await until(
      () => heardRun(app!, "run-crashed-1"),
      (run) => run?.run?.pause?.reason === "restart",
      20_000,
    );
    expect(back?.run?.pause?.reason).toBe("restart");
    const [first, ...rest] = back!.run!.cells;
    expect(first!.entryId).not.toBeNull();
    expect(rest.map((cell) => cell.entryId)).toEqual([null, null]);
    const page = sharedPageSchema.parse(
      await (
        await fetch(`${app.url}${WORKSPACE_TASKS_PATH}?since=0`, {
          headers: fromPage(app),
        })
      ).json(),
    );
    expect(page.tasks).toMatchObject([{ key: first!.entryId, state: "unknown", requestId: null }]);
    expect(posted(upstream)).toEqual([PROMPTS[0]]);

    expect((await askRun(app, "PATCH", "run-crashed-1", { pause: null })).status).toBe(200);
    await expect.poll(() => posted(upstream), { timeout: 10_000 }).toEqual(PROMPTS.slice(0, 2));
  }, 60_000);
});
