import { afterEach, beforeEach, expect, it } from "vitest";
import { startApp, type TestApp } from "../test/app-server.ts";
import { freshPostgres, type TestDatabase } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { putRun, videoRun } from "../test/run-fixtures.ts";

// Two instances on one PostgreSQL, each with a sender of runs: one sends at a time (a lease),
// so a run's pace holds across instances. The service holds every POST: with K = 1, one cell
// is on its way in the whole workspace, whichever instance the run was made through.

let database: TestDatabase;
let upstream: RecordingUpstream;
let instances: TestApp[] = [];

beforeEach(async () => {
  database = await freshPostgres();
  upstream = await recordingUpstream();
  upstream.reply = () => undefined;
});
afterEach(async () => {
  // The service first: the cell it holds is answered (with nothing), so the senders can stop.
  await upstream.close();
  await Promise.all(instances.map((instance) => instance.close()));
  instances = [];
  await database.drop();
});

it("keeps K at once across two instances: one sends, the other waits", { timeout: 30_000 }, async () => {
  const env = {
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_TOKEN: "runs-token-1",
    UPSTREAM_TIMEOUT_SECONDS: "20",
    UPSTREAM_TOTAL_SECONDS: "20",
    DATABASE_URL: database.settings.databaseUrl!,
  };
  instances = [await startApp(env), await startApp(env)];
  await putRun(instances[0]!, videoRun("run-two-instances", ["A pike", "A perch", "A roach"]), {
    tasksAtOnce: 1,
    submissionsPerMinute: 120,
  });
  await expect.poll(() => upstream.seen.filter((seen) => seen.method === "POST").length, { timeout: 5_000 }).toBe(1);
  // Both instances look at the runs several times a second meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(upstream.seen.filter((seen) => seen.method === "POST")).toHaveLength(1);
});
