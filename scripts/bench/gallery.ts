import { RELOAD_SCROLL_HEADERS, reloadScrollRows } from "./reload-scroll-rows.ts";
import type { Browser } from "@playwright/test";
import { allShown, finishedTasks, pageWithTasks } from "./history-file.ts";
import { pick } from "./mode.ts";
import { shown } from "./page-text.ts";
import { openContext } from "./browser.ts";
import { measureScroll, reloadsToFirstItem, type ScrollFigures } from "./reload-scroll.ts";
import { summarize, type Summary } from "./stats.ts";
import { count, type Section } from "./table.ts";

export type GalleryResult = {
  tasks: number;
  firstTile: { runs: number[]; summary: Summary };
  scroll: Omit<ScrollFigures, "maxItems"> & { maxTiles: number };
};

const TASKS = pick(5000, 50);
const RELOADS = pick(3, 1);
const SCROLL_FRAMES = pick(600, 30);
const SCROLL_STEP_PX = 120;
const GALLERY = `[role="list"][aria-label="${shown("Task gallery")}"]`;
// A 2×2 PNG: every completed task's result is a picture the tile decodes, with no network.
const PICTURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";

export async function measureGallery(browser: Browser, url: string): Promise<GalleryResult> {
  const context = await openContext(browser);
  try {
    const tasks = finishedTasks(TASKS, "bench-gallery-", { image_urls: [PICTURE] });
    const page = await pageWithTasks(context, url, tasks, { width: 1440, height: 900 });
    // The choice is remembered: every reload opens on the gallery.
    await page
      .getByRole("group", { name: shown("View") })
      .getByRole("button", { name: shown("Gallery") })
      .click();
    const first = { selector: `${GALLERY} [role="listitem"] img`, decoded: true };
    const runs = await reloadsToFirstItem(page, first, RELOADS);
    await page.getByText(allShown(TASKS)).waitFor();
    const { maxItems, ...scroll } = await measureScroll(page, {
      frames: SCROLL_FRAMES,
      step: SCROLL_STEP_PX,
      items: `${GALLERY} [role="listitem"]`,
    });
    return { tasks: TASKS, firstTile: { runs, summary: summarize(runs) }, scroll: { ...scroll, maxTiles: maxItems } };
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
