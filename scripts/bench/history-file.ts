import type { Page } from "@playwright/test";
import { historyDocument, type ExportedTask } from "../../src/contract/history-document.ts";
import type { TaskRecordWire } from "../../src/contract/record.ts";
import { videoBody } from "./sandbox-api.ts";

const T0 = Date.UTC(2025, 5, 1);

/** A finished record as the service sends it: COMPLETED, or FAILED for every fourth task. */
function finishedRecord(
  requestId: string,
  submitSeconds: number,
  failed: boolean,
  data: TaskRecordWire["data"],
): TaskRecordWire {
  return {
    request_id: requestId,
    task_id: `${requestId}-task`,
    action: "generate",
    status: failed ? "FAILED" : "COMPLETED",
    fail_reason: failed ? "Failed in the bench's imported history" : "",
    submit_time: submitSeconds,
    start_time: submitSeconds + 5,
    finish_time: submitSeconds + 60,
    progress: failed ? "40%" : "100%",
    data: failed ? {} : data,
  };
}

/**
 * `count` finished video tasks, a minute apart (so the app never polls them), ids starting with
 * `prefix`; the completed ones carry `data` as their results.
 */
export function finishedTasks(count: number, prefix: string, data: TaskRecordWire["data"] = {}): ExportedTask[] {
  return Array.from({ length: count }, (_, i) => {
    const requestId = `${prefix}${String(i).padStart(6, "0")}`;
    const submittedAt = T0 + i * 60_000;
    return {
      id: requestId,
      mode: "video",
      baseUrl: "",
      body: videoBody(`Bench clip number ${i}: [Pan left] a harbour at dawn`),
      submittedAt,
      state: "accepted",
      requestId,
      error: null,
      gone: false,
      updatedAt: submittedAt + 90_000,
      record: finishedRecord(requestId, Math.floor(submittedAt / 1000), i % 4 === 1, data),
    };
  });
}

/** Puts tasks into the page's ledger the way a user would: the app's own JSON import, waiting for its confirmation. */
export async function importTasks(page: Page, tasks: ExportedTask[]): Promise<void> {
  const document = historyDocument(tasks);
  await page.getByLabel("Import history file").setInputFiles({
    name: "bench-history.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(document)),
  });
  const done = `Imported ${tasks.length.toLocaleString("en")} tasks.`;
  await page.getByRole("region", { name: "Tasks" }).getByText(done).waitFor({ timeout: 60_000 });
}
