import type { Browser } from "@playwright/test";
import { historyDocument, type ExportedTask } from "../../src/contract/history-document.ts";
import { RUN_FORMAT, RUN_VERSION } from "../../src/contract/run-file.ts";
import { cellKey, type Run } from "../../src/contract/run.ts";
import { finishedTask } from "../fixtures/history.ts";
import { openContext } from "./browser.ts";
import { pick } from "./mode.ts";
import { shown } from "./page-text.ts";
import { measureScroll, reloadsToFirstItem, type ScrollFigures } from "./reload-scroll.ts";
import { RELOAD_SCROLL_HEADERS, reloadScrollRows } from "./reload-scroll-rows.ts";
import { VIDEO_MODEL } from "./sandbox-api.ts";
import { summarize, type Summary } from "./stats.ts";
import { count, type Section } from "./table.ts";

// Issue 26: a reviewed QA run's grid, SIZE × SIZE cells each with a picture and a verdict (pass or
// fail, a rating, a note on some): reload to the grid showing its first verdict, then frame times
// while the page scrolls over it.

export type QaGridResult = {
  rows: number;
  columns: number;
  firstVerdict: { runs: number[]; summary: Summary };
  scroll: Omit<ScrollFigures, "maxItems"> & { cells: number };
};

const SIZE = pick(10, 3);
const RELOADS = pick(3, 1);
const SCROLL_FRAMES = pick(90, 20);
// The grid is some 1,800 px tall: small steps keep the frames over it, not over the deck below.
const SCROLL_STEP_PX = 20;
// A 2×2 PNG: every cell's result is a picture the tile decodes, with no network.
const PICTURE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==";
const GRID = "main table";

/** A run file (as Export run writes it) of SIZE prompts × SIZE camera moves, every task finished and judged. */
function reviewedRunFile(marker: string) {
  const prompts = Array.from({ length: SIZE }, (_, i) => `Prompt ${i + 1}: a harbour at dawn ${marker}`);
  const moves = Array.from({ length: SIZE }, (_, i) => `[Move ${i + 1}]`);
  const run: Run = {
    id: `run-${marker}`,
    name: `Reviewed grid ${marker}`,
    plan: {
      family: "video",
      base: { model: VIDEO_MODEL, prompt: "" },
      axes: [
        { kind: "prompt", values: prompts },
        { kind: "moves", values: moves },
      ],
      repeats: 1,
    },
    ...{ presetId: null, cells: [], createdAt: Date.UTC(2025, 5, 1), pause: null, baseline: false },
  };
  const tasks: ExportedTask[] = [];
  for (const [row, prompt] of prompts.entries())
    for (const [column, move] of moves.entries()) {
      const i = row * SIZE + column;
      const id = `${marker}-${i}`;
      const body = { model: VIDEO_MODEL, prompt: `${prompt} ${move}` };
      run.cells.push({
        key: cellKey([row, column], 0),
        coords: [row, column],
        repeat: 0,
        body,
        entryId: id,
        cancelled: false,
      });
      const verdict = {
        ...{ outcome: i % 3 === 0 ? "fail" : "pass", rating: (i % 5) + 1, tags: [] },
        ...{ note: i % 4 === 0 ? "see the sky" : "", pins: [], updatedAt: Date.UTC(2025, 5, 2) },
      };
      const task = finishedTask(i, {
        id,
        requestId: id,
        mode: "video",
        body,
        status: "COMPLETED",
        data: { image_urls: [PICTURE] },
      });
      tasks.push({ ...task, verdict });
    }
  const document = { format: RUN_FORMAT, version: RUN_VERSION, run, cells: [], history: historyDocument(tasks) };
  return {
    name: run.name,
    file: { name: "run.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(document)) },
  };
}

export async function measureQaGrid(browser: Browser, url: string): Promise<QaGridResult> {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(url);
    const { name, file } = reviewedRunFile(`benchgrid${Date.now().toString(36)}`);
    await page.getByLabel(shown("Import history file")).setInputFiles(file);
    await page.getByRole("region", { name }).locator("table [data-stars]").first().waitFor({ timeout: 60_000 });
    const runs = await reloadsToFirstItem(page, { selector: `${GRID} [data-stars]`, decoded: false }, RELOADS);
    const grid = page.locator(GRID);
    await grid
      .locator("[data-stars]")
      .nth(SIZE * SIZE - 1)
      .waitFor({ timeout: 60_000 });
    await grid.evaluate((table) => table.scrollIntoView({ block: "start" }));
    const { maxItems, ...scroll } = await measureScroll(page, {
      frames: SCROLL_FRAMES,
      step: SCROLL_STEP_PX,
      items: `${GRID} li`,
    });
    return {
      rows: SIZE,
      columns: SIZE,
      firstVerdict: { runs, summary: summarize(runs) },
      scroll: { ...scroll, cells: maxItems },
    };
  } finally {
    await context.close();
  }
}

export function qaGridSection(result: QaGridResult): Section {
  const { firstVerdict, scroll } = result;
  return {
    title: `QA grid of ${result.rows} × ${result.columns} reviewed cells (Chromium, headless, 1440 × 900)`,
    headers: RELOAD_SCROLL_HEADERS,
    rows: reloadScrollRows("reload → the grid's first verdict shown", firstVerdict, scroll),
    notes: [
      "a run file imported with the deck's Import: every cell's task finished with a picture, each passed or " +
        "failed, rated 1–5, a note on every fourth; each reload reads the run, tasks and verdicts back from IndexedDB.",
      `scroll: the page over the grid, ${SCROLL_STEP_PX} px per requestAnimationFrame, ${count(scroll.scrolledPx)} px ` +
        `in all, ${count(scroll.cells)} cells in the DOM.`,
    ],
  };
}
