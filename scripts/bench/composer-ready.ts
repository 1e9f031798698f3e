import type { Browser } from "@playwright/test";
import type { ChunkSize } from "../bundle-size.ts";
import { openContext } from "./browser.ts";
import { composerNames, type ComposerNames } from "./composer-form.ts";
import type { FloorResult } from "./floor.ts";
import { pick } from "./mode.ts";
import type { PageGlobals } from "./page-globals.ts";
import { summarize, type Summary } from "./stats.ts";
import { bytes, ms, type Section } from "./table.ts";

export type ComposerReadyResult = { runs: number[]; summary: Summary; scriptsOnLoad: string[] };

const RUNS = pick(5, 1);

/**
 * Runs in the page before its own scripts: notes the moment (performance.now(), i.e. ms since
 * navigation start) the video form's Prompt textbox is in the document and enabled.
 */
function probeComposerReady(names: ComposerNames) {
  const page = globalThis as unknown as PageGlobals;
  const bench = (page.__bench ??= {});
  const promptBox = () => {
    const form = page.document.querySelector(`form[aria-label="${names.form}"]`);
    for (const label of form?.querySelectorAll("label") ?? [])
      if (label.textContent === names.prompt && label.htmlFor) return page.document.getElementById(label.htmlFor);
    return null;
  };
  const observer = new page.MutationObserver(() => {
    const box = promptBox();
    if (!box || box.disabled) return;
    bench.composerReadyMs = performance.now();
    observer.disconnect();
  });
  observer.observe(page.document, { childList: true, subtree: true, attributes: true });
}

/** Navigation start → Prompt usable, in fresh contexts (empty cache and storage) each time. */
export async function measureComposerReady(browser: Browser, url: string): Promise<ComposerReadyResult> {
  const runs: number[] = [];
  let scriptsOnLoad: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await openContext(browser);
    try {
      await context.addInitScript(probeComposerReady, composerNames());
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "networkidle" });
      const handle = await page.waitForFunction(
        () => (globalThis as unknown as PageGlobals).__bench?.composerReadyMs as number | undefined,
      );
      runs.push((await handle.jsonValue()) as number);
      // What the page fetched with nobody touching it, lazy chunks included.
      if (run === 0)
        scriptsOnLoad = await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname.slice(1))
            .filter((path) => path.endsWith(".js")),
        );
    } finally {
      await context.close();
    }
  }
  return { runs, summary: summarize(runs), scriptsOnLoad };
}

export function composerReadySection(result: ComposerReadyResult, chunks: ChunkSize[], floor: FloorResult): Section {
  const loaded = chunks.filter((chunk) => result.scriptsOnLoad.includes(chunk.file));
  const lazyLoaded = loaded.filter((chunk) => !chunk.initial);
  const gzip = loaded.reduce((sum, chunk) => sum + chunk.gzip, 0);
  return {
    title: "Composer ready (Chromium, headless)",
    headers: ["figure", "median", "max", "runs"],
    rows: [
      [
        "navigation start → Prompt present and enabled",
        ms(result.summary.p50),
        ms(result.summary.max),
        result.runs.map((run) => run.toFixed(0)).join(", "),
      ],
      [
        "the same, its page as static HTML (no script): the browser's floor",
        ms(floor.ready.summary.p50),
        ms(floor.ready.summary.max),
        floor.ready.runs.map((run) => run.toFixed(0)).join(", "),
      ],
    ],
    notes: [
      "each run in a fresh browser context (cold cache, empty IndexedDB); measured in the page with performance.now().",
      "the floor: the composer's first screen as the app rendered it, with the build's styles, served by the same server " +
        "(scripts/bench/floor.ts); the app's own time is the distance to it. An absolute aim holds only on a machine " +
        "and a Chromium whose floor is well under it.",
      `JS fetched on load with no interaction: ${loaded.length} chunks, ${bytes(gzip)} gzip` +
        (lazyLoaded.length
          ? `, of which lazy but fetched at start-up: ${lazyLoaded.map((chunk) => chunk.file).join(", ")}.`
          : "."),
    ],
  };
}
