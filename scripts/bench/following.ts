import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { nodeServer } from "../../server/http/node-server.ts";
import { createSandbox } from "../../server/sandbox/handler.ts";
import { freshPostgres } from "../../server/test/databases.ts";
import { tempDataDir } from "../../server/test/temp-data-dir.ts";
import { openDatabase } from "../../server/workspace/database.ts";
import { taskBook } from "../../server/workspace/tasks.ts";
import { startChild } from "./child.ts";
import { pick } from "./mode.ts";
import { JITTER_MS } from "./poll-counts.ts";
import { maxInWindow, minGap } from "./stats.ts";
import { count, ms, type Section } from "./table.ts";

// Issue 27: unfinished tasks followed by the server with no page open, by one instance and by two
// on one PostgreSQL. A sandbox in this process is the service (its tasks run for an hour); the
// tasks are made there and tracked in the workspace, as journaled submissions leave them.

export type FollowingRow = {
  instances: number;
  tasks: number;
  windowMs: number;
  intervalMs: number;
  gets: number;
  /** Across instances: all GETs over the tasks and the window's intervals. */
  getsPerTaskPerInterval: number;
  /** The most GETs of one task within any interval (less the timers' jitter). */
  maxPerInterval: number;
  shortestGapMs: number;
  /** Each instance's CPU over the window, % of one core. */
  cpuPercent: number[];
};
export type FollowingResult = FollowingRow[];

const TOKEN = "bench-follow-token";
const INTERVAL_MS = 3_000;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export async function measureFollowing(distDir: string): Promise<FollowingResult> {
  const rows = [];
  for (const instances of [1, 2]) rows.push(await followWith(distDir, instances, pick(1_000, 60), pick(15_000, 4_000)));
  return rows;
}

async function followWith(distDir: string, instances: number, tasks: number, windowMs: number) {
  const database = await freshPostgres();
  const sandbox = createSandbox({ token: TOKEN, taskSeconds: 3_600 }, { control: false });
  const service = nodeServer(sandbox.app);
  const gets: { url: string; at: number }[] = [];
  service.prependListener("request", (req) => req.method === "GET" && gets.push({ url: req.url!, at: Date.now() }));
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  const opened = await openDatabase(database.settings);
  const children = [];
  try {
    const book = taskBook(opened, INTERVAL_MS);
    for (let n = 0; n < tasks; n++) await book.track(await makeTask(serviceUrl, n), null);
    const env = {
      PORT: "0",
      HOST: "127.0.0.1",
      DIST_DIR: distDir,
      // A folder of its own: on PostgreSQL the archive's would otherwise be the project's data/.
      DATA_DIR: tempDataDir(),
      DATABASE_URL: database.settings.databaseUrl!,
      UPSTREAM_BASE_URL: serviceUrl,
      UPSTREAM_TOKEN: TOKEN,
      FOLLOW_TASKS: "1",
      FOLLOW_POLL_SECONDS: String(INTERVAL_MS / 1000),
    };
    for (let n = 0; n < instances; n++) children.push(await startChild(join(ROOT, "server", "main.ts"), env));
    const from = Date.now();
    const cpuBefore = children.map((child) => cpuTicks(child.pid));
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const cpu = children.map((child, n) => (((cpuTicks(child.pid) - cpuBefore[n]!) / TICKS_PER_MS) * 100) / windowMs);
    const seen = gets.filter((get) => get.at >= from && get.at < from + windowMs);
    const byTask = new Map<string, number[]>();
    for (const get of seen) byTask.set(get.url, [...(byTask.get(get.url) ?? []), get.at]);
    const series = [...byTask.values()];
    return {
      instances,
      tasks,
      windowMs,
      intervalMs: INTERVAL_MS,
      gets: seen.length,
      getsPerTaskPerInterval: seen.length / tasks / (windowMs / INTERVAL_MS),
      maxPerInterval: Math.max(0, ...series.map((times) => maxInWindow(times, INTERVAL_MS - JITTER_MS))),
      shortestGapMs: Math.min(...series.map(minGap)),
      cpuPercent: cpu,
    };
  } finally {
    await Promise.all(children.map((child) => child.stop()));
    await new Promise((resolve) => service.close(resolve));
    await opened.close();
    await database.drop();
  }
}

async function makeTask(serviceUrl: string, n: number): Promise<string> {
  const answer = await fetch(`${serviceUrl}${SUBMIT_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ model: "minimax/t2v-01-director", prompt: `A lighthouse ${n}` }),
  });
  return ((await answer.json()) as { data: { request_id: string } }).data.request_id;
}

/** Linux's clock ticks (USER_HZ) are 100 a second on every platform it runs on today. */
const TICKS_PER_MS = 100 / 1000;

/** The process's user and system CPU time so far, in clock ticks (/proc/<pid>/stat, fields 14 and 15). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

export function followingSection(rows: FollowingResult): Section {
  return {
    title: `Following with no page open: unfinished tasks checked by the server (FOLLOW_TASKS, PostgreSQL)`,
    headers: [
      "instances",
      "tasks",
      "GETs",
      "GETs per task per interval",
      "max of a task per interval",
      "shortest gap",
      "CPU per instance",
    ],
    rows: rows.map((row) => [
      String(row.instances),
      count(row.tasks),
      count(row.gets),
      row.getsPerTaskPerInterval.toFixed(2),
      String(row.maxPerInterval),
      ms(row.shortestGapMs, 0),
      row.cpuPercent.map((cpu) => `${cpu.toFixed(0)} %`).join(" / "),
    ]),
    notes: [
      `Over ${rows.map((row) => `${row.windowMs / 1000} s`).join(" / ")} at a base interval of ${INTERVAL_MS / 1000} s ` +
        "(tasks younger than a minute: the pace's base). Goal: at most 1 GET per task per interval across instances.",
      "CPU: each instance's user and system time over the window, % of one core (/proc). The page's own " +
        "following (browser-only mode) is in the network section: GETs per task per interval there.",
      "reported, not asserted.",
    ],
  };
}
