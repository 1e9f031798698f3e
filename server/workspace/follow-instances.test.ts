import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { nodeServer } from "../http/node-server.ts";
import { createSandbox, type Sandbox } from "../sandbox/handler.ts";
import { faultRequestSchema } from "../sandbox/faults.ts";
import { fakeDist } from "../test/app-server.ts";
import { startAppProcess, type AppProcess } from "../test/app-process.ts";
import { freshPostgres, type TestDatabase } from "../test/databases.ts";
import { openDatabase, type WorkspaceDatabase } from "./database.ts";

// Issue 27's two instances on one PostgreSQL: 20 tasks submitted through A, A killed (kill -9)
// while they run, B follows all 20 to their end. The service (a sandbox whose clock the test
// moves) saw each POST once and, per task, no two checks closer than the base interval.

const TOKEN = "follow-token-1";
const TASK_SECONDS = 30;
const BASE_SECONDS = 1;

type Seen = { method: string; url: string; at: number };

let database: TestDatabase;
let watch: WorkspaceDatabase;
let instances: AppProcess[] = [];
let closeSandbox: () => Promise<void>;

beforeEach(async () => {
  database = await freshPostgres();
  watch = await openDatabase(database.settings);
});
afterEach(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  instances = [];
  await closeSandbox?.();
  await watch.close();
  await database.drop();
});

/**
 * The service: a sandbox in this process, each request it gets noted with its time. Its env
 * for the instances: the server's own token, 2 s limits, checks every second. A claim lasts
 * CHECK_LEASE_MS (10 s) unless renewed (follower.ts).
 */
async function startService(sandbox: Sandbox) {
  const service = nodeServer(sandbox.app);
  const seen: Seen[] = [];
  service.prependListener("request", (req) => seen.push({ method: req.method!, url: req.url!, at: Date.now() }));
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  closeSandbox = () => new Promise((resolve) => service.close(() => resolve()));
  const env = {
    DIST_DIR: fakeDist(),
    UPSTREAM_BASE_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
    UPSTREAM_TOKEN: TOKEN,
    UPSTREAM_TIMEOUT_SECONDS: "2",
    UPSTREAM_TOTAL_SECONDS: "2",
    FOLLOW_TASKS: "1",
    FOLLOW_POLL_SECONDS: String(BASE_SECONDS),
    DATABASE_URL: database.settings.databaseUrl!,
  };
  return { seen, env };
}

it("follows every task to its end after the instance that sent them is killed, each checked by one instance at a time", async () => {
  let now = Date.now();
  const sandbox = createSandbox({ token: TOKEN, taskSeconds: TASK_SECONDS, now: () => now }, { control: true });
  const { seen, env } = await startService(sandbox);
  const [a, b] = (instances = await Promise.all([startAppProcess(env), startAppProcess(env)]));
  expect(a!.output()).toContain("its tasks followed here every 1 s");

  const sent = await Promise.all(
    Array.from({ length: 20 }, (_, n) =>
      fetch(`${a!.url}${SUBMIT_PATH}`, {
        method: "POST",
        headers: {
          Origin: a!.url,
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/json",
          [SUBMISSION_KEY_HEADER]: `follow-key-${n}`,
        },
        body: JSON.stringify({ model: "minimax/t2v-01-director", prompt: `A lantern ${n} [Pan left]` }),
      }),
    ),
  );
  expect(sent.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  // Both instances check while the tasks run; then A dies with whatever it holds.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  await a!.stop();
  now += TASK_SECONDS * 1000;

  const unfinished = async () =>
    Number(
      (
        await watch.db
          .selectFrom("tasks")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("finished", "=", 0)
          .executeTakeFirstOrThrow()
      ).n,
    );
  await expect.poll(unfinished, { timeout: 20_000, interval: 250 }).toBe(0);
  const tasks = await watch.db.selectFrom("tasks").select(["status"]).execute();
  expect(tasks.map((task) => task.status)).toEqual(Array(20).fill("COMPLETED"));
  expect(b!.alive()).toBe(true);

  expect(seen.filter((request) => request.method === "POST")).toHaveLength(20);
  const checks = new Map<string, Seen[]>();
  // The task checks alone: the archive's copies of the finished tasks' files are GETs too (issue 29).
  for (const check of seen.filter((request) => request.method === "GET" && request.url.startsWith(`${SUBMIT_PATH}/`)))
    checks.set(check.url, [...(checks.get(check.url) ?? []), check]);
  expect(checks.size).toBe(20);
  for (const [, times] of checks) {
    const gaps = times.slice(1).map((check, n) => check.at - times[n]!.at);
    // Sent at most one interval apart, give or take the timers' own few ms.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(BASE_SECONDS * 1000 - 20);
  }
}, 60_000);

it("takes over the tasks a killed instance held mid-check, once their lease has run out", async () => {
  const sandbox = createSandbox({ token: TOKEN, taskSeconds: 30 }, { control: false });
  // Every check hangs 1.5 s: instance A is killed while it holds them.
  sandbox.state.faults.arm(faultRequestSchema.parse({ kind: "slow", on: "query", count: 20, delay_ms: 1_500 }));
  const { seen, env } = await startService(sandbox);
  const a = await startAppProcess(env);
  instances = [a];
  for (let n = 0; n < 5; n++) {
    const sent = await fetch(`${a.url}${SUBMIT_PATH}`, {
      method: "POST",
      headers: {
        Origin: a.url,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/json",
        [SUBMISSION_KEY_HEADER]: `held-key-${n}`,
      },
      body: JSON.stringify({ model: "minimax/t2v-01-director", prompt: `A kite ${n} [Tilt up]` }),
    });
    expect(sent.status).toBe(200);
  }
  await expect.poll(() => seen.filter((request) => request.method === "GET").length, { timeout: 10_000 }).toBe(5);
  await a.stop();
  const held = await watch.db
    .selectFrom("tasks")
    .select(["request_id", "lease_until"])
    .where("lease_owner", "is not", null)
    .execute();
  expect(held).toHaveLength(5);

  const killedAt = Date.now();
  const b = await startAppProcess(env);
  instances.push(b);
  await expect
    .poll(async () => (await watch.db.selectFrom("tasks").select("status").where("checks", ">", 0).execute()).length, {
      timeout: 25_000,
    })
    .toBe(5);
  for (const task of held) {
    const after = seen.filter(
      (request) => request.method === "GET" && request.url.endsWith(task.request_id) && request.at > killedAt,
    );
    // B waited for A's lease on it to run out, then checked it.
    expect(after.length).toBeGreaterThan(0);
    expect(after[0]!.at).toBeGreaterThanOrEqual(task.lease_until!);
  }
}, 60_000);
