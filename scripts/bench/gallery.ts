import { RELOAD_SCROLL_HEADERS, reloadScrollRows, scrollRow } from "./reload-scroll-rows.ts";
import type { Browser } from "@playwright/test";
import { allShown, finishedTasks, pageWithTasks } from "./history-file.ts";
import { pick } from "./mode.ts";
import { shown } from "./page-text.ts";
import { openContext } from "./browser.ts";
import { measureScroll, reloadsToFirstItem, type ScrollFigures } from "./reload-scroll.ts";
import { measureScrollFloor, settled } from "./scroll-floor.ts";
import { summarize, type Summary } from "./stats.ts";
import { count, type Section } from "./table.ts";

export type GalleryResult = {
  tasks: number;
  firstTile: { runs: number[]; summary: Summary };
  /** Scrolled with the pointer over the grid, as a user's wheel does. */
  scroll: Omit<ScrollFigures, "maxItems"> & { maxTiles: number };
  /** Scrolled in a page the pointer never entered: the floor's conditions. */
  noPointer: ScrollFigures;
  /** The same rows of tiles as static HTML, scrolled alike (scroll-floor.ts); measured when the build's folder is given. */
  floor: ScrollFigures | null;
};

const TASKS = pick(5000, 50);
const RELOADS = pick(3, 1);
const SCROLL_FRAMES = pick(600, 30);
const SCROLL_STEP_PX = 120;
const WINDOW = { width: 1440, height: 900 };
const GALLERY = `[role="list"][aria-label="${shown("Task gallery")}"]`;
// A 2×2 PNG: every completed task's result is a picture the tile decodes, with no network.
const PICTURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

/** With `distDir` (the build served at `url`), the browser's floor for the scroll too. */
export async function measureGallery(browser: Browser, url: string, distDir?: string): Promise<GalleryResult> {
  const context = await openContext(browser);
  try {
    const tasks = finishedTasks(TASKS, "bench-gallery-", { image_urls: [PICTURE] });
    const page = await pageWithTasks(context, url, tasks, WINDOW);
    // The choice is remembered: every reload opens on the gallery.
    await page
      .getByRole("group", { name: shown("View") })
      .getByRole("button", { name: shown("Gallery") })
      .click();
    const first = { selector: `${GALLERY} [role="listitem"] img`, decoded: true };
    const runs = await reloadsToFirstItem(page, first, RELOADS);
    await page.getByText(allShown(TASKS)).waitFor();
    const steps = { frames: SCROLL_FRAMES, step: SCROLL_STEP_PX };
    // The items are the rows, each in the box that places it (gallery/window-rows.ts).
    const rows = { list: GALLERY, items: `${GALLERY} > div > div`, counted: `${GALLERY} [role="listitem"]` };
    // Copied from the top of the grid, before the app's own scroll.
    const floor = distDir ? await measureScrollFloor(browser, distDir, page, rows, steps) : null;
    // A user scrolls with the wheel, the pointer over the grid: tiles pass under it, and the
    // browser updates what is hovered at every frame.
    const grid = await page.locator(GALLERY).boundingBox();
    if (!grid) throw new Error("the gallery has no box to put the pointer over");
    await page.mouse.move(grid.x + grid.width / 2, WINDOW.height / 2);
    const { maxItems, ...scroll } = await measureScroll(page, { ...steps, items: rows.counted });
    // The floor's page is one the pointer never entered: so is this one (the gallery, remembered),
    // alone, as the floor's is (two pages of the app share their tasks' work).
    await page.close();
    const still = await context.newPage();
    await still.setViewportSize(WINDOW);
    await still.goto(url);
    await still.getByText(allShown(TASKS)).waitFor();
    await settled(still, rows.items);
    const noPointer = await measureScroll(still, { ...steps, items: rows.counted });
    return {
      tasks: TASKS,
      firstTile: { runs, summary: summarize(runs) },
      scroll: { ...scroll, maxTiles: maxItems },
      noPointer,
      floor,
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
    rows: [
      ...reloadScrollRows("reload → first tile's picture shown", firstTile, scroll),
      scrollRow("the same, in a page the pointer never entered", result.noPointer),
      ...(result.floor
        ? [scrollRow("the same tiles as static HTML, no script: the browser's floor", result.floor)]
        : []),
    ],
    notes: [
      "tasks put in with the app's JSON import (three in four completed with a picture, one in four failed); each " +
        "reload reads them back from IndexedDB and opens on the gallery, the view last chosen.",
      `scroll: the page, ${SCROLL_STEP_PX} px per requestAnimationFrame, ${count(scroll.scrolledPx)} px in all; ` +
        `at most ${scroll.maxTiles} tiles in the DOM at once; the pointer over the grid's middle, as a user's ` +
        "wheel (the browser updates what is hovered at every frame), then again in a second page, on the gallery " +
        "(remembered), that the pointer never entered.",
      ...(result.floor
        ? [
            `the floor: the rows of tiles the app rendered, as static HTML (${count(result.floor.scrolledPx)} px), ` +
              "in a page the pointer never entered, scrolled alike (scripts/bench/scroll-floor.ts). Its every tile is " +
              "in the DOM: with the pointer over it, what is hovered costs many times the app's (12–84 frames over " +
              "25 ms here), so it is measured without.",
          ]
        : []),
    ],
  };
}
