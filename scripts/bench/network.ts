import type { Browser, Page } from "@playwright/test";
import { openContext } from "./browser.ts";
import type { ExportedTask } from "../../src/contract/history-document.ts";
import { finishedTasks, importTasks } from "./history-file.ts";
import { pick } from "./mode.ts";
import type { PageGlobals } from "./page-globals.ts";
import { shown } from "./page-text.ts";
import { countPolls, JITTER_MS, SWITCH_MS, type PollCounts } from "./poll-counts.ts";
import { submitVideo, videoBody } from "./sandbox-api.ts";
import { recordTaskGets } from "./task-gets.ts";
import { count, ms, type Section } from "./table.ts";

export type NetworkResult = PollCounts & {
  baseIntervalMs: number;
  unfinished: number;
  finished: number;
  visibleMs: number;
  hiddenMs: number;
};

/** Long enough that no submitted task finishes during the bench (the app server gets it as SANDBOX_TASK_SECONDS). */
export const LIVE_TASK_SECONDS = 24 * 3600;
const UNFINISHED = pick(200, 5);
const FINISHED = pick(50, 5);
const VISIBLE_MS = pick(45_000, 3_000);
const HIDDEN_MS = pick(15_000, 1_000);

/** Submits real tasks to the app's sandbox over HTTP and returns them as ledger entries to import. */
async function submitLive(url: string): Promise<ExportedTask[]> {
  return Promise.all(
    Array.from({ length: UNFINISHED }, async (_, i): Promise<ExportedTask> => {
      const prompt = `Bench live task ${i}: [Push in] a lighthouse at night`;
      const submittedAt = Date.now();
      const record = await submitVideo(url, prompt);
      return {
        id: `bench-live-${i}`,
        mode: "video",
        baseUrl: "",
        body: videoBody(prompt),
        submittedAt,
        state: "accepted",
        requestId: record.request_id,
        error: null,
        gone: false,
        updatedAt: Date.now(),
        record,
      };
    }),
  );
}

/** The base poll interval the page uses, as its connection settings show it (DEFAULT_POLL_SECONDS unless changed). */
export async function baseInterval(page: Page): Promise<number> {
  await page.getByRole("button", { name: shown("Connection settings") }).click();
  const dialog = page.getByRole("dialog", { name: shown("Connection settings") });
  const seconds = Number(await dialog.getByLabel(shown("Check running tasks every (seconds)")).inputValue());
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  return seconds * 1000;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureNetwork(browser: Browser, url: string): Promise<NetworkResult> {
  const live = await submitLive(url);
  const finished = finishedTasks(FINISHED, "bench-finished-");
  const liveIds = new Set(live.map((task) => task.requestId!));
  const finishedIds = new Set(finished.map((task) => task.requestId!));
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    const gets = recordTaskGets(page);
    await page.goto(url);
    const intervalMs = await baseInterval(page);
    await importTasks(page, [...live, ...finished]);
    const visibleFrom = Date.now();
    await sleep(VISIBLE_MS);
    // Simulated: a headless page is always visible, so the bench tells the app it was hidden
    // the way the browser would (the real event bubbles).
    const hiddenFrom = await page.evaluate(() => {
      const { document } = globalThis as unknown as PageGlobals;
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
      Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      return Date.now();
    });
    await sleep(HIDDEN_MS);
    const hiddenTo = Date.now();

    const counts = countPolls(gets, { live: liveIds, finished: finishedIds, visibleFrom, hiddenFrom, intervalMs });
    return {
      ...counts,
      baseIntervalMs: intervalMs,
      unfinished: live.length,
      finished: finished.length,
      visibleMs: hiddenFrom - visibleFrom,
      hiddenMs: hiddenTo - hiddenFrom,
    };
  } finally {
    await context.close();
  }
}

export function networkSection(result: NetworkResult): Section {
  const interval = result.baseIntervalMs;
  const bound = result.unfinished * (60_000 / interval);
  const seconds = (value: number) => `${(value / 1000).toFixed(0)} s`;
  return {
    title: `Network discipline: ${result.unfinished} unfinished + ${result.finished} finished tasks (Chromium)`,
    headers: ["figure", "measured", "expected"],
    rows: [
      [`GETs of unfinished tasks, visible tab (${seconds(result.visibleMs)})`, count(result.visibleGets), ""],
      ["  per minute", count(result.perMinute), `≤ ${count(bound)}`],
      ["  tasks polled at least once", `${result.tasksPolled} of ${result.unfinished}`, `${result.unfinished}`],
      [`  max GETs of one task in one interval (${seconds(interval)})`, String(result.maxPerInterval), "≤ 1"],
      ["  shortest gap between GETs of one task", ms(result.shortestGapMs, 0), `≥ ${count(interval)} ms`],
      ["GETs of finished tasks (whole run)", String(result.finishedGets), "0"],
      // The default "slower" keeps the leader polling at hiddenDelay (every 15 s at least): one per task here.
      [
        `GETs while hidden (simulated, ${seconds(result.hiddenMs)})`,
        String(result.hiddenGets),
        `≤ ${result.unfinished}`,
      ],
      [`  sent within ${SWITCH_MS} ms of hiding (already under way)`, String(result.atSwitchGets), ""],
    ],
    notes: [
      `the live tasks were submitted to the sandbox over HTTP (SANDBOX_TASK_SECONDS=${LIVE_TASK_SECONDS}) and put in ` +
        "the ledger with the app's JSON import, with their real request_ids.",
      `expected: at most one GET per task per interval: the base ${seconds(interval)} (DEFAULT_POLL_SECONDS, read from the ` +
        "page's connection settings) while a task is " +
        "under a minute old, twice that to 5 minutes, then max(15 s, 5 × base) (poll-rules.ts); " +
        `so ≤ ${count(bound)} per minute for ${result.unfinished} young tasks.`,
      `an interval here is ${interval - JITTER_MS} ms, the base less ${JITTER_MS} ms for timer jitter.`,
      'hidden is simulated: document.visibilityState overridden to "hidden" and visibilitychange dispatched ' +
        '(a hidden leader tab polls at a quarter of the pace, at most every 15 s, with the default "slower"; ' +
        'none with "never": poll-rules.ts).',
      "reported, not asserted.",
    ],
  };
}
