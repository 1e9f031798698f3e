import type { Browser, Page } from "@playwright/test";
import { openContext } from "./browser.ts";
import type { PageElement, PageGlobals } from "./page-globals.ts";
import { measureScroll, type ScrollFigures } from "./reload-scroll.ts";
import { checkNoScript, serveStatic } from "./static-page.ts";

// The browser's floor for a list's scroll: the items the app rendered (cards, rows of tiles), kept
// as static HTML with the build's styles and no script, repeated in the page's flow until the
// scroll's whole length is covered, and scrolled as the app's page is (reload-scroll.ts). What the
// same Chromium on the same cores takes to paint and composite them with no app code running:
// frames it drops too are the machine's; the frames the app drops beyond them are the app's.

type Steps = { frames: number; step: number };

/** Where a list's items are on the page. */
export type FloorList = {
  list: string;
  /** The virtualiser's items, copied in order: the history's cards, the gallery's rows of tiles. */
  items: string;
  /** What the scroll counts in the DOM, as the app's scroll does. */
  counted: string;
};

// What the copying reads and writes of the page's elements, beyond page-globals.ts.
type Markup = PageElement & {
  outerHTML: string;
  innerHTML: string;
  removeAttribute(name: string): void;
  cloneNode(deep: boolean): Markup;
};

/** The page as it is now, its list's rendered items (in place, with their gaps) repeated over `px` or more. */
function repeatedItems({ list, items: itemSelector, px }: { list: string; items: string; px: number }): string {
  const { document } = globalThis as unknown as PageGlobals & { document: { documentElement: Markup } };
  const root = document.documentElement.cloneNode(true);
  const copy = root.querySelector(list) as Markup;
  const shown = [...document.querySelectorAll(itemSelector)] as Markup[];
  const height = shown.reduce((sum, item) => sum + item.getBoundingClientRect().height, 0);
  // In the page's flow: no virtualiser places them.
  const items = shown.map((item) => item.outerHTML.replace(/^(<div[^>]*?) style="[^"]*"/, "$1")).join("");
  copy.removeAttribute("style");
  copy.innerHTML = items.repeat(Math.ceil(px / height) + 1);
  return `<!doctype html>${root.outerHTML}`;
}

/** How many elements match `items` two frames after `page` is asked. */
function itemsAfterTwoFrames(items: string): Promise<number> {
  const page = globalThis as unknown as PageGlobals;
  return new Promise((resolve) =>
    page.requestAnimationFrame(() =>
      page.requestAnimationFrame(() => resolve([...page.document.querySelectorAll(items)].length)),
    ),
  );
}

/**
 * Waits until `list` holds items, as many two frames apart. A long history's virtualiser comes
 * after its first cards (a chunk of its own) and renders its window a frame after it mounts: read
 * just after the first card showed, the list held 0 items one time in two here (and the copy's
 * length was Infinity).
 */
export async function settled(page: Page, items: string): Promise<void> {
  for (let last = -1, tries = 0; tries < 100; tries++) {
    const now = await page.evaluate(itemsAfterTwoFrames, items);
    if (now > 0 && now === last) return;
    last = now;
  }
  throw new Error(`the list's items (${items}) never settled: its items kept changing, or there were none`);
}

/**
 * Scrolls a static copy of the list open in `page` (at its top, its items rendered) as the bench
 * scrolls the app: `frames` frames of `step` px.
 */
export async function measureScrollFloor(
  browser: Browser,
  distDir: string,
  page: Page,
  { list, items, counted }: FloorList,
  { frames, step }: Steps,
): Promise<ScrollFigures> {
  // Playwright's default viewport when the page was given none.
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await settled(page, items);
  const html = await page.evaluate(repeatedItems, { list, items, px: frames * step + size.height });
  const floor = await serveStatic(distDir, html);
  const context = await openContext(browser);
  try {
    const copy = await context.newPage();
    // The same width: the copy's rows and cards are as wide as the app's.
    await copy.setViewportSize(size);
    await copy.goto(floor.url, { waitUntil: "load" });
    await checkNoScript(copy);
    const figures = await measureScroll(copy, { frames, step, items: counted });
    // A copy shorter than the scroll would be scrolled less, and cost less.
    if (figures.scrolledPx < frames * step) throw new Error(`the floor's page scrolled ${figures.scrolledPx} px only`);
    return figures;
  } finally {
    await context.close();
    await floor.stop();
  }
}
