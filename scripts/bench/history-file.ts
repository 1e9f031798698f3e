import type { Page } from "@playwright/test";
import type { ExportedTask } from "../../src/contract/history-document.ts";
import type { TaskRecordWire } from "../../src/contract/record.ts";
import { finishedTask, historyFile } from "../fixtures/history.ts";
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
  await page.getByLabel("Import history file").setInputFiles(historyFile(tasks, "bench-history.json"));
  const done = `Imported ${tasks.length.toLocaleString("en")} tasks.`;
  await page.getByRole("region", { name: "Tasks" }).getByText(done).waitFor({ timeout: 60_000 });
}
