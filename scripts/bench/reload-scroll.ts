import type { Page } from "@playwright/test";
import type { PageElement, PageGlobals } from "./page-globals.ts";
import { summarize, type Summary } from "./stats.ts";

// What the history and the gallery benches (and the run queue's grid) measure alike: reloads to
// the first item shown, and frame times while the page scrolls over a list.

const FRAME_MS = 1000 / 60;

/** The item a reload waits for: the first element matching `selector` with a box; with `decoded`, an img whose picture is decoded. */
export type FirstItem = { selector: string; decoded: boolean };

/** Runs in the page before its scripts: the moment the first item is shown. */
function probeFirstItem({ selector, decoded }: FirstItem) {
  const page = globalThis as unknown as PageGlobals;
  const bench = (page.__bench ??= {});
  const observer = new page.MutationObserver(() => {
    const item = page.document.querySelector(selector) as (PageElement & { complete?: boolean }) | null;
    if (!item || (decoded && !item.complete) || item.getBoundingClientRect().height === 0) return;
    bench.firstItemMs = performance.now();
    observer.disconnect();
  });
  // A picture's decoding adds no node: its attributes' changes are watched too.
  observer.observe(page.document, { childList: true, subtree: true, attributes: decoded });
}

/** Reloads the page `reloads` times: for each, the ms from the navigation's start to the first item shown. */
export async function reloadsToFirstItem(page: Page, first: FirstItem, reloads: number): Promise<number[]> {
  await page.addInitScript(probeFirstItem, first);
  const runs: number[] = [];
  for (let i = 0; i < reloads; i++) {
    await page.reload();
    const handle = await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).__bench?.firstItemMs as number | undefined,
    );
    runs.push((await handle.jsonValue()) as number);
  }
  return runs;
}

type ScrollSteps = { frames: number; step: number; items: string };

/**
 * Runs in the page: scrolls it one step per animation frame (the lists have no scroll box of
 * their own: the page scrolls as one) and returns the time between frames, how far it went,
 * and the most elements matching `items` in the DOM at once.
 */
function scrollByFrames({ frames, step, items }: ScrollSteps) {
  const page = globalThis as unknown as PageGlobals;
  const deltas: number[] = [];
  let maxItems = 0;
  const start = page.scrollY;
  return new Promise<{ deltas: number[]; scrolledPx: number; maxItems: number }>((resolve) => {
    let last: number | null = null;
    const tick = (time: number) => {
      if (last !== null) deltas.push(time - last);
      last = time;
      maxItems = Math.max(maxItems, [...page.document.querySelectorAll(items)].length);
      if (deltas.length >= frames) return resolve({ deltas, scrolledPx: page.scrollY - start, maxItems });
      page.scrollBy(0, step);
      page.requestAnimationFrame(tick);
    };
    page.requestAnimationFrame(tick);
  });
}

export type ScrollFigures = {
  frames: number[];
  summary: Summary;
  /** Frames over 16.7 ms: at 60 Hz, one under 25 ms is timer jitter. */
  over16: number;
  /** Frames over 1.5 frames (25 ms): a missed vsync, a dropped frame. */
  missedVsync: number;
  scrolledPx: number;
  maxItems: number;
};

export async function measureScroll(page: Page, steps: ScrollSteps): Promise<ScrollFigures> {
  const scrolled = await page.evaluate(scrollByFrames, steps);
  return {
    frames: scrolled.deltas,
    summary: summarize(scrolled.deltas),
    over16: scrolled.deltas.filter((delta) => delta > 16.7).length,
    missedVsync: scrolled.deltas.filter((delta) => delta > 1.5 * FRAME_MS).length,
    scrolledPx: scrolled.scrolledPx,
    maxItems: scrolled.maxItems,
  };
}
