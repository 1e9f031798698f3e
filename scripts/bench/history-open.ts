import type { Page } from "@playwright/test";
import { countText, HISTORY_COUNT, HISTORY_LIST } from "./history-filters.ts";
import type { PageGlobals } from "./page-globals.ts";

// Opening a page over a long history: the ms from the navigation's start to its first task card,
// and to the toolbar counting every task (the whole history taken in: read from IndexedDB, or
// heard from the workspace's stream and stored). While it takes them in, how many it counts is
// read every second, so a page that never gets there says where it stopped.

type Wanted = { list: string; counter: string; all: string };

/** Runs in the page before its scripts: the moments the first card and the whole count showed. */
function probeOpen({ list, counter, all }: Wanted) {
  const page = globalThis as unknown as PageGlobals;
  const bench = (page.__bench ??= {});
  const observer = new page.MutationObserver(() => {
    if (bench.firstCardMs === undefined) {
      const card = page.document.querySelector(`${list} article`);
      if (card && card.getBoundingClientRect().height > 0) bench.firstCardMs = performance.now();
    }
    if (bench.allMs === undefined && [...page.document.querySelectorAll(counter)].some((p) => p.textContent === all))
      bench.allMs = performance.now();
    // A short history comes in one event: its count may show before its first card is laid out.
    if (bench.allMs !== undefined && bench.firstCardMs !== undefined) observer.disconnect();
  });
  observer.observe(page.document, { childList: true, subtree: true, characterData: true });
}

/** In the page: what the bench's probe saw so far, and the count the toolbar shows now. */
function readProbe({ counter, list }: { counter: string; list: string }) {
  const page = globalThis as unknown as PageGlobals;
  const bench = page.__bench ?? {};
  const text = [...page.document.querySelectorAll(counter)].map((p) => p.textContent ?? "").join(" ");
  // Counted whole with no card seen by then: the cards were in that same page, laid out since.
  const card = page.document.querySelector(`${list} article`);
  if (bench.allMs !== undefined && bench.firstCardMs === undefined && card && card.getBoundingClientRect().height > 0)
    bench.firstCardMs = bench.allMs;
  return {
    firstCardMs: (bench.firstCardMs as number | undefined) ?? null,
    allMs: (bench.allMs as number | undefined) ?? null,
    at: performance.now(),
    text,
  };
}

/** How many tasks a count such as "Showing 3,100 of 3,100 tasks" or "Reading 50,000 tasks…" names last. */
const lastNumber = (text: string) => Number(/([\d,]+)\D*$/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN);

export type Opening = {
  firstCardMs: number;
  /** null: not within the time allowed (the progress says how far it got). */
  allMs: number | null;
  /** The toolbar's count each second while it took the tasks in: [ms since navigation, tasks]. */
  progress: [number, number][];
};

/** Watches each later navigation of `page` for the first card and the count of all `total` tasks. */
export async function watchOpening(page: Page, total: number): Promise<void> {
  await page.addInitScript(probeOpen, { list: HISTORY_LIST, counter: HISTORY_COUNT, all: countText(total, total) });
}

/** After a navigation (`go`): waits, up to `limitMs`, for the whole history counted. */
export async function timeOpening(page: Page, go: () => Promise<unknown>, limitMs: number): Promise<Opening> {
  await go();
  const progress: [number, number][] = [];
  for (;;) {
    const seen = await page.evaluate(readProbe, { counter: HISTORY_COUNT, list: HISTORY_LIST });
    const taken = lastNumber(seen.text);
    if (Number.isFinite(taken) && taken !== progress.at(-1)?.[1]) progress.push([Math.round(seen.at), taken]);
    if ((seen.allMs !== null && seen.firstCardMs !== null) || seen.at > limitMs) {
      if (seen.allMs !== null) progress.push([Math.round(seen.allMs), taken]);
      return { firstCardMs: seen.firstCardMs ?? Number.NaN, allMs: seen.allMs, progress };
    }
    await page.waitForTimeout(seen.firstCardMs === null ? 50 : 1_000);
  }
}
