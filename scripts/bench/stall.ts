import { readFileSync } from "node:fs";
import { percentile } from "./stats.ts";
import { bytes, count, ms } from "./table.ts";

// What one heavy request costs everybody else: a steady series of small requests to the same
// server while it is handled (their delay), and the server's resident memory meanwhile.

/** The small requests' times (failed ones too, until they failed: that was a wait as well). */
export type Series = { requests: number; failed: number; p50: number; p99: number; max: number };
export type Rss = { before: number; peak: number };
/** One heavy request: how it ended, how long it took, the small requests alone and meanwhile, the memory. */
export type Stall = { name: string; outcome: string; ms: number; alone: Series; during: Series; rss: Rss };

/** The servers under a heavy request get a heap of 1 GiB, whatever the machine's memory. */
export const HEAP_LIMIT_ARGS = ["--max-old-space-size=1024"];
const GAP_MS = 20;
/** A bound on any series, whatever the server does. */
const MAX_REQUESTS = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The small requests alone for `ms`, after one to open the connection and warm the server up. */
export async function alone(small: () => Promise<boolean>, ms: number): Promise<Series> {
  await small();
  return series(small, sleep(ms), Infinity);
}

/**
 * Sends `small()` (it resolves to whether it was answered) one after another, GAP_MS apart, until
 * `until` settles or `deadline` (epoch ms) passes, and at most MAX_REQUESTS times.
 */
export async function series(
  small: () => Promise<boolean>,
  until: Promise<unknown>,
  deadline: number,
): Promise<Series> {
  let settled = false;
  void until.then(
    () => (settled = true),
    () => (settled = true),
  );
  const times: number[] = [];
  let failed = 0;
  while (!settled && Date.now() < deadline && times.length < MAX_REQUESTS) {
    const started = performance.now();
    const answered = await small().catch(() => false);
    times.push(performance.now() - started);
    if (!answered) failed++;
    await sleep(GAP_MS);
  }
  return {
    requests: times.length,
    failed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.length ? Math.max(...times) : NaN,
  };
}

/** A process's resident set and its high-water mark (Linux /proc), in bytes; null once it has exited. */
function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024;
    const [rss, hwm] = [kb("VmRSS"), kb("VmHWM")];
    // A process that has exited but is not yet reaped still has a status, without its memory.
    return Number.isNaN(rss) || Number.isNaN(hwm) ? null : { rss, hwm };
  } catch {
    return null;
  }
}

/**
 * Watches `pid`'s memory from now on; `stop()` gives the resident set now and its peak since.
 * The peak is the high-water mark when it rose meanwhile (exact), else the most sampled.
 */
export function watchRss(pid: number) {
  const first = memoryOf(pid);
  let sampled = first?.rss ?? NaN;
  let hwm = first?.hwm ?? NaN;
  const timer = setInterval(() => {
    const now = memoryOf(pid);
    if (!now) return;
    sampled = Math.max(sampled, now.rss);
    hwm = now.hwm;
  }, GAP_MS);
  return (): Rss => {
    clearInterval(timer);
    const raised = first !== null && hwm > first.hwm;
    return { before: first?.rss ?? NaN, peak: raised ? hwm : sampled };
  };
}

/** How a heavy request ended when it got no answer: the server died (and why, if it said), or the request failed. */
export async function failure(error: unknown, server: { alive(): boolean; stderrTail(): string }): Promise<string> {
  // A dying server drops its connections a moment before its process is gone.
  await sleep(1_000);
  if (server.alive()) return `failed: ${(error as Error).message}`;
  return /heap out of memory/i.test(server.stderrTail()) ? "server died (heap out of memory)" : "server died";
}

/** The table's row for one heavy request. */
export function stallRow(stall: Stall): string[] {
  const { alone, during, rss } = stall;
  return [
    stall.name,
    stall.outcome,
    ms(stall.ms, 0),
    `${ms(alone.p99, 0)} / ${ms(alone.max, 0)}`,
    `${ms(during.p99, 0)} / ${ms(during.max, 0)}`,
    `${ms(during.p99 - alone.p99, 0)} / ${ms(during.max - alone.max, 0)}`,
    `${count(during.requests)} (${count(during.failed)} failed)`,
    `${bytes(rss.before)} → ${bytes(rss.peak)}`,
  ];
}

export const STALL_HEADERS = [
  "heavy request",
  "its outcome",
  "its time",
  "others alone p99 / max",
  "others meanwhile p99 / max",
  "added p99 / max",
  "others meanwhile",
  "server RSS before → peak",
];
