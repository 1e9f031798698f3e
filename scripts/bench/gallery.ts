import { RELOAD_SCROLL_HEADERS, reloadScrollRows } from "./reload-scroll-rows.ts";
import type { Browser } from "@playwright/test";
import { finishedTasks, importTasks } from "./history-file.ts";
import { openContext } from "./browser.ts";
import type { PageGlobals } from "./page-globals.ts";
import { summarize, type Summary } from "./stats.ts";
import { count, type Section } from "./table.ts";

export type GalleryResult = {
  tasks: number;
  firstTile: { runs: number[]; summary: Summary };
  scroll: {
    frames: number[];
    summary: Summary;
    over16: number;
    missedVsync: number;
    scrolledPx: number;
    maxTiles: number;
  };
};

const TASKS = 5000;
const RELOADS = 3;
const SCROLL_FRAMES = 600;
const SCROLL_STEP_PX = 120;
const FRAME_MS = 1000 / 60;
const GALLERY = '[role="list"][aria-label="Task gallery"]';
// A 2×2 PNG: every completed task's result is a picture the tile decodes, with no network.
const PICTURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

/** Runs in the page before its scripts: the moment the gallery's first tile has a box and its picture is decoded. */
function probeFirstTile(gallery: string) {
  const page = globalThis as unknown as PageGlobals;
  const bench = (page.__bench ??= {});
  const observer = new page.MutationObserver(() => {
    const tile = page.document.querySelector(`${gallery} [role="listitem"] img`) as
      (ReturnType<PageGlobals["document"]["querySelector"]> & { complete?: boolean }) | null;
    if (!tile || !tile.complete || tile.getBoundingClientRect().height === 0) return;
    bench.firstTileMs = performance.now();
    observer.disconnect();
  });
  observer.observe(page.document, { childList: true, subtree: true, attributes: true });
}

/** Scrolls the page (the gallery scrolls with it) one step per animation frame; returns the time between frames. */
export function scrollGallery({ frames, step, gallery }: { frames: number; step: number; gallery: string }) {
  const page = globalThis as unknown as PageGlobals;
  const deltas: number[] = [];
  let maxTiles = 0;
  const start = page.scrollY;
  return new Promise<{ deltas: number[]; scrolledPx: number; maxTiles: number }>((resolve) => {
    let last: number | null = null;
    const tick = (time: number) => {
      if (last !== null) deltas.push(time - last);
      last = time;
      maxTiles = Math.max(maxTiles, [...page.document.querySelectorAll(`${gallery} [role="listitem"]`)].length);
      if (deltas.length >= frames) return resolve({ deltas, scrolledPx: page.scrollY - start, maxTiles });
      page.scrollBy(0, step);
      page.requestAnimationFrame(tick);
    };
    page.requestAnimationFrame(tick);
  });
}

export async function measureGallery(browser: Browser, url: string): Promise<GalleryResult> {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(url);
    await importTasks(page, finishedTasks(TASKS, "bench-gallery-", { image_urls: [PICTURE] }));
    // The choice is remembered: every reload opens on the gallery.
    await page.getByRole("group", { name: "View" }).getByRole("button", { name: "Gallery" }).click();
    await page.addInitScript(probeFirstTile, GALLERY);
    const runs: number[] = [];
    for (let i = 0; i < RELOADS; i++) {
      await page.reload();
      const handle = await page.waitForFunction(
        () => (globalThis as unknown as PageGlobals).__bench?.firstTileMs as number | undefined,
      );
      runs.push((await handle.jsonValue()) as number);
    }
    await page.getByText(`Showing ${TASKS.toLocaleString("en")} of ${TASKS.toLocaleString("en")} tasks`).waitFor();
    const scrolled = await page.evaluate(scrollGallery, {
      frames: SCROLL_FRAMES,
      step: SCROLL_STEP_PX,
      gallery: GALLERY,
    });
    return {
      tasks: TASKS,
      firstTile: { runs, summary: summarize(runs) },
      scroll: {
        frames: scrolled.deltas,
        summary: summarize(scrolled.deltas),
        over16: scrolled.deltas.filter((delta) => delta > 16.7).length,
        missedVsync: scrolled.deltas.filter((delta) => delta > 1.5 * FRAME_MS).length,
        scrolledPx: scrolled.scrolledPx,
        maxTiles: scrolled.maxTiles,
      },
    };
  } finally {
    await context.close();
  }
}

export function gallerySection(result: GalleryResult): Section {
  const { firstTile, scroll } = result;
  return {
    title: `Gallery of ${count(result.tasks)} finished tasks (Chromium, headless, 1440 × 900)`,
    headers: RELOAD_SCROLL_HEADERS,
    rows: reloadScrollRows("reload → first tile's picture shown", firstTile, scroll),
    notes: [
      "tasks put in with the app's JSON import (three in four completed with a picture, one in four failed); each " +
        "reload reads them back from IndexedDB and opens on the gallery, the view last chosen.",
      `scroll: the page, ${SCROLL_STEP_PX} px per requestAnimationFrame, ${count(scroll.scrolledPx)} px in all; ` +
        `at most ${scroll.maxTiles} tiles in the DOM at once.`,
    ],
  };
}
