import type { BrowserContext, Page } from "@playwright/test";
import type { ExportedTask } from "../../src/contract/history-document.ts";
import type { TaskRecordWire } from "../../src/contract/record.ts";
import { finishedTask, historyFile } from "../fixtures/history.ts";
import { BENCH_LOCALE, shown } from "./page-text.ts";
import { videoBody } from "./sandbox-api.ts";

/**
 * `count` finished video tasks, a minute apart (so the app never polls them), ids starting with
 * `prefix`, every fourth one failed; the completed ones carry `data` as their results.
 */
export function finishedTasks(count: number, prefix: string, data: TaskRecordWire["data"] = {}): ExportedTask[] {
  return Array.from({ length: count }, (_, i) => {
    const requestId = `${prefix}${String(i).padStart(6, "0")}`;
    return finishedTask(i, {
      id: requestId,
      requestId,
      mode: "video",
      body: videoBody(`Bench clip number ${i}: [Pan left] a harbour at dawn`),
      status: i % 4 === 1 ? "FAILED" : "COMPLETED",
      data,
    });
  });
}

/** Puts tasks into the page's ledger the way a user would: the app's own JSON import, waiting for its confirmation. */
export async function importTasks(page: Page, tasks: ExportedTask[]): Promise<void> {
  await page.getByLabel(shown("Import history file")).setInputFiles(historyFile(tasks, "bench-history.json"));
  // The import's summary: its clauses joined into one sentence (importSummary), here a single clause.
  const added = shown("{added, plural, one {Imported # task} other {Imported # tasks}}", { added: tasks.length });
  await page
    .getByRole("region", { name: shown("Tasks"), exact: true })
    .getByText(shown("{list}.", { list: added }))
    .waitFor({ timeout: 60_000 });
}

/** The deck's count of the tasks shown, every one of `total` shown. */
export function allShown(total: number): string {
  const totalCount = total.toLocaleString(BENCH_LOCALE);
  return shown(
    "{total, plural, one {Showing {shownCount} of {totalCount} task} other {Showing {shownCount} of {totalCount} tasks}}",
    { total, shownCount: totalCount, totalCount },
  );
}

/** A new page of `context` at `url` (in a window of `size`, if given) holding these imported tasks. */
export async function pageWithTasks(
  context: BrowserContext,
  url: string,
  tasks: ExportedTask[],
  size?: { width: number; height: number },
): Promise<Page> {
  const page = await context.newPage();
  if (size) await page.setViewportSize(size);
  await page.goto(url);
  await importTasks(page, tasks);
  return page;
}
