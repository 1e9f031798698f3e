import { RELOAD_SCROLL_HEADERS, reloadScrollRows, scrollRow } from "./reload-scroll-rows.ts";
import type { Browser } from "@playwright/test";
import { allShown, finishedTasks, pageWithTasks } from "./history-file.ts";
import { pick } from "./mode.ts";
import { shown } from "./page-text.ts";
import { openContext } from "./browser.ts";
import { measureScroll, reloadsToFirstItem, type ScrollFigures } from "./reload-scroll.ts";
import { measureScrollFloor } from "./scroll-floor.ts";
import { summarize, type Summary } from "./stats.ts";
import { count, type Section } from "./table.ts";

export type HistoryResult = {
  tasks: number;
  firstCard: { runs: number[]; summary: Summary };
  scroll: Omit<ScrollFigures, "maxItems"> & { maxCards: number };
  /** The same cards as static HTML, scrolled alike (scroll-floor.ts); measured when the build's folder is given. */
  floor: ScrollFigures | null;
};

const TASKS = pick(5000, 50);
const RELOADS = pick(3, 1);
const SCROLL_FRAMES = pick(600, 30);
const SCROLL_STEP_PX = 120;

const LIST = `[role="list"][aria-label="${shown("Task history")}"]`;

/** With `distDir` (the build served at `url`), the browser's floor for the scroll too. */
export async function measureHistory(browser: Browser, url: string, distDir?: string): Promise<HistoryResult> {
  const context = await openContext(browser);
  try {
    const page = await pageWithTasks(context, url, finishedTasks(TASKS, "bench-history-"));
    // Every reload reads the tasks back from IndexedDB before the list can render.
    const runs = await reloadsToFirstItem(page, { selector: `${LIST} article`, decoded: false }, RELOADS);
    await page.getByText(allShown(TASKS)).waitFor();
    const steps = { frames: SCROLL_FRAMES, step: SCROLL_STEP_PX };
    // Copied from the top of the list, before the app's own scroll.
    const cards = { list: LIST, items: `${LIST} [role="listitem"]`, counted: `${LIST} article` };
    const floor = distDir ? await measureScrollFloor(browser, distDir, page, cards, steps) : null;
    const { maxItems, ...scroll } = await measureScroll(page, { ...steps, items: cards.counted });
    return {
      tasks: TASKS,
      firstCard: { runs, summary: summarize(runs) },
      scroll: { ...scroll, maxCards: maxItems },
      floor,
    };
  } finally {
    await context.close();
  }
}

export function historySection(result: HistoryResult): Section {
  const { firstCard, scroll } = result;
  return {
    title: `History of ${count(result.tasks)} finished tasks (Chromium, headless)`,
    headers: RELOAD_SCROLL_HEADERS,
    rows: [
      ...reloadScrollRows("reload → first task card visible", firstCard, scroll),
      ...(result.floor
        ? [scrollRow("the same cards as static HTML, no script: the browser's floor", result.floor)]
        : []),
    ],
    notes: [
      "tasks put in with the app's JSON import; each reload reads them back from IndexedDB (warm HTTP cache).",
      `scroll: ${SCROLL_STEP_PX} px per requestAnimationFrame, ${count(scroll.scrolledPx)} px in all; ` +
        `at most ${scroll.maxCards} cards in the DOM at once.`,
      "frames come at 60 Hz (16.7 ms): one over 16.7 ms but under 25 ms is timer jitter; one over 25 ms missed a " +
        "vsync (a dropped frame). Headless Chromium renders without a GPU.",
      ...(result.floor
        ? [
            "the floor: the same cards as the app rendered them, kept as static HTML with the build's styles and no " +
              `script, repeated over the scroll's length (${count(result.floor.scrolledPx)} px), scrolled alike ` +
              "(scripts/bench/scroll-floor.ts): frames it drops are the machine's, those the app drops beyond them its own.",
          ]
        : []),
    ],
  };
}
