import { RELOAD_SCROLL_HEADERS, reloadScrollRows } from "./reload-scroll-rows.ts";
import type { Browser } from "@playwright/test";
import { finishedTasks, importTasks } from "./history-file.ts";
import { openContext } from "./browser.ts";
import type { PageGlobals } from "./page-globals.ts";
import { summarize, type Summary } from "./stats.ts";
import { count, type Section } from "./table.ts";

export type HistoryResult = {
  tasks: number;
  firstCard: { runs: number[]; summary: Summary };
  scroll: {
    frames: number[];
    summary: Summary;
    over16: number;
    missedVsync: number;
    scrolledPx: number;
    maxCards: number;
  };
};

const TASKS = 5000;
const RELOADS = 3;
const SCROLL_FRAMES = 600;
const SCROLL_STEP_PX = 120;
const FRAME_MS = 1000 / 60;

/** Runs in the page before its scripts: the moment the first card of the history list has a box. */
function probeFirstCard() {
  const page = globalThis as unknown as PageGlobals;
  const bench = (page.__bench ??= {});
  const observer = new page.MutationObserver(() => {
    const card = page.document.querySelector('[role="list"][aria-label="Task history"] article');
    if (!card || card.getBoundingClientRect().height === 0) return;
    bench.firstCardMs = performance.now();
    observer.disconnect();
  });
  observer.observe(page.document, { childList: true, subtree: true });
}

/** Scrolls the page over the history one step per animation frame and returns the time between frames. */
function scrollHistory({ frames, step }: { frames: number; step: number }) {
  const page = globalThis as unknown as PageGlobals;
  const list = page.document.querySelector('[role="list"][aria-label="Task history"]')!;
  const deltas: number[] = [];
  let maxCards = 0;
  return new Promise<{ deltas: number[]; scrolledPx: number; maxCards: number }>((resolve) => {
    let last: number | null = null;
    const tick = (time: number) => {
      if (last !== null) deltas.push(time - last);
      last = time;
      maxCards = Math.max(maxCards, [...list.querySelectorAll("article")].length);
      if (deltas.length >= frames) return resolve({ deltas, scrolledPx: page.scrollY, maxCards });
      // The page scrolls as one: the list has no scroll box of its own.
      page.scrollBy(0, step);
      page.requestAnimationFrame(tick);
    };
    page.requestAnimationFrame(tick);
  });
}

export async function measureHistory(browser: Browser, url: string): Promise<HistoryResult> {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await importTasks(page, finishedTasks(TASKS, "bench-history-"));
    // Every reload reads the 5,000 tasks back from IndexedDB before the list can render.
    await page.addInitScript(probeFirstCard);
    const runs: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      await page.reload();
      const handle = await page.waitForFunction(
        () => (globalThis as unknown as PageGlobals).__bench?.firstCardMs as number | undefined,
      );
      runs.push((await handle.jsonValue()) as number);
    }
    await page.getByText(`Showing ${TASKS.toLocaleString("en")} of ${TASKS.toLocaleString("en")} tasks`).waitFor();
    const scrolled = await page.evaluate(scrollHistory, { frames: SCROLL_FRAMES, step: SCROLL_STEP_PX });
    return {
      tasks: TASKS,
      firstCard: { runs, summary: summarize(runs) },
      scroll: {
        frames: scrolled.deltas,
        summary: summarize(scrolled.deltas),
        over16: scrolled.deltas.filter((delta) => delta > 16.7).length,
        missedVsync: scrolled.deltas.filter((delta) => delta > 1.5 * FRAME_MS).length,
        scrolledPx: scrolled.scrolledPx,
        maxCards: scrolled.maxCards,
      },
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
    rows: reloadScrollRows("reload → first task card visible", firstCard, scroll),
    notes: [
      "tasks put in with the app's JSON import; each reload reads them back from IndexedDB (warm HTTP cache).",
      `scroll: ${SCROLL_STEP_PX} px per requestAnimationFrame, ${count(scroll.scrolledPx)} px in all; ` +
        `at most ${scroll.maxCards} cards in the DOM at once.`,
      "frames come at 60 Hz (16.7 ms): one over 16.7 ms but under 25 ms is timer jitter; one over 25 ms missed a " +
        "vsync (a dropped frame). Headless Chromium renders without a GPU.",
    ],
  };
}
