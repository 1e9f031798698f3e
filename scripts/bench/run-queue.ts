import type { Browser, Page } from "@playwright/test";
import { openContext } from "./browser.ts";
import { videoForm } from "./composer-form.ts";
import { pick } from "./mode.ts";
import { shown, shownPattern } from "./page-text.ts";
import { baseInterval } from "./network.ts";
import { countPolls } from "./poll-counts.ts";
import { followSubmissions } from "./sandbox-log.ts";
import { measureScroll } from "./reload-scroll.ts";
import { maxInWindow, type Summary } from "./stats.ts";
import { recordTaskGets } from "./task-gets.ts";

export type RunQueueResult = {
  tasksAtOnce: number;
  perMinute: number;
  cells: number;
  /** Confirm click to the 100th submission in the sandbox's log; NaN if they did not all arrive. */
  allPostsMs: number;
  postsLogged: number;
  /** The most submissions logged in any minute: below R, R did not hold the run back. */
  mostPostsInMinute: number;
  accepted: number;
  scroll: { summary: Summary; over16: number; scrolledPx: number };
  polls: { windowMs: number; intervalMs: number; gets: number; perMinute: number; maxPerInterval: number };
};

export const RUN_K = pick([2, 10], [2]);
export const CELLS = pick(100, 4);
// On a busy machine the browser, not the queue, sets the pace: K = 10 took over 3 minutes there.
const POSTS_TIMEOUT_MS = pick(300_000, 30_000);
const POLL_WINDOW_MS = pick(30_000, 2_000);
export const SCROLL_FRAMES = pick(300, 30);
export const SCROLL_STEP_PX = 120;

/**
 * Stores the pace through the app's own settings (its key and format stay the app's): K, and R at
 * the maximum its field allows (RUN_PACE_RANGES). The run is built after a reload, so the pace is
 * in localStorage before that page loads. Returns R.
 */
async function storePace(page: Page, tasksAtOnce: number): Promise<number> {
  await page.getByRole("button", { name: shown("Connection settings") }).click();
  const dialog = page.getByRole("dialog", { name: shown("Connection settings") });
  await dialog.getByRole("spinbutton", { name: shown("Tasks at once") }).fill(String(tasksAtOnce));
  const rate = dialog.getByRole("spinbutton", { name: shown("Submissions a minute") });
  const perMinute = Number(await rate.getAttribute("max"));
  await rate.fill(String(perMinute));
  await dialog.getByRole("button", { name: shown("Save") }).click();
  await dialog.waitFor({ state: "hidden" });
  return perMinute;
}

/** One run of CELLS cells (whole prompts on a Prompt axis) sent at K at once and R at its maximum. */
export async function measureRunQueue(browser: Browser, url: string, tasksAtOnce: number): Promise<RunQueueResult> {
  const marker = `benchrun${tasksAtOnce}x${Date.now().toString(36)}`;
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    const gets = recordTaskGets(page);
    await page.goto(url);
    const intervalMs = await baseInterval(page);
    const perMinute = await storePace(page, tasksAtOnce);
    await page.reload();

    const form = videoForm(page);
    await form.getByRole("textbox", { name: shown("Prompt"), exact: true }).fill(`A lighthouse at night ${marker}`);
    await form.getByText(shown("Matrix"), { exact: true }).click();
    await form.getByRole("button", { name: shown("Add axis") }).click();
    const prompts = Array.from({ length: CELLS }, (_, i) => `Cell ${i + 1}: a lighthouse at night ${marker}`);
    await form
      .getByRole("group", { name: shown("Axis {number}", { number: 1 }) })
      .getByRole("textbox", { name: shown("Values") })
      .fill(prompts.join("\n"));
    const send = shown("{count, plural, one {Send # task} other {Send # tasks}}", { count: CELLS });
    await form
      .getByRole("heading", { name: shown("{n, plural, one {# task} other {# tasks}}", { n: CELLS }) })
      .waitFor({ timeout: 60_000 });
    await form.getByRole("button", { name: send }).click();
    const confirm = page
      .getByRole("dialog", { name: shown("{label}?", { label: send }) })
      .getByRole("button", { name: send });
    await confirm.waitFor();
    const clickedAt = Date.now();
    await confirm.click();

    const logged = await followSubmissions(url, marker, CELLS, clickedAt + POSTS_TIMEOUT_MS);
    const lastPostAt = logged.at(-1)?.at ?? NaN;

    // All 100 tasks are running (SANDBOX_TASK_SECONDS keeps them so): the polling, for a while.
    const pollFrom = Date.now();
    const grid = page
      .getByRole("region")
      .filter({ hasText: shownPattern("{finished} of {total} finished", { finished: "\\d+" }, { total: CELLS }) })
      .last();
    await grid.scrollIntoViewIfNeeded();
    const scrolled = await measureScroll(page, {
      frames: SCROLL_FRAMES,
      step: SCROLL_STEP_PX,
      items: 'main [role="listitem"]',
    });
    await page.waitForTimeout(Math.max(0, pollFrom + POLL_WINDOW_MS - Date.now()));
    const pollTo = Date.now();

    const live = new Set(gets.map((get) => get.id));
    const polls = countPolls(gets, {
      live,
      finished: new Set(),
      visibleFrom: pollFrom,
      hiddenFrom: pollTo,
      intervalMs,
    });
    return {
      tasksAtOnce,
      perMinute,
      cells: CELLS,
      allPostsMs: logged.length === CELLS ? lastPostAt - clickedAt : NaN,
      postsLogged: logged.length,
      mostPostsInMinute: maxInWindow(
        logged.map((entry) => entry.at),
        60_000,
      ),
      accepted: logged.filter((entry) => entry.status !== null && entry.status < 300).length,
      scroll: {
        summary: scrolled.summary,
        over16: scrolled.over16,
        scrolledPx: scrolled.scrolledPx,
      },
      polls: {
        windowMs: pollTo - pollFrom,
        intervalMs,
        gets: polls.visibleGets,
        perMinute: polls.perMinute,
        maxPerInterval: polls.maxPerInterval,
      },
    };
  } finally {
    await context.close();
  }
}
