import type { Page } from "@playwright/test";
import { historyDocument, type ExportedTask } from "../../src/contract/history-document.ts";

// History files for the import journeys: the app's own export format, with records as the
// service sends them.

/** A history file in the app's own export format, to import. */
export function historyFile(tasks: ExportedTask[], name = "history.json") {
  return { name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(historyDocument(tasks))) };
}

/** A finished task's record as the service sends it. */
export function finalRecord(
  requestId: string,
  { status, taskId, submitSeconds }: { status: "COMPLETED" | "FAILED"; taskId: string; submitSeconds: number },
): Record<string, unknown> {
  return {
    request_id: requestId,
    task_id: taskId,
    action: "generate",
    status,
    fail_reason: status === "FAILED" ? "Imported failure" : "",
    submit_time: submitSeconds,
    start_time: submitSeconds + 5,
    finish_time: submitSeconds + 60,
    progress: status === "COMPLETED" ? "100%" : "40%",
    data: {},
  };
}

export async function importHistory(page: Page, file: ReturnType<typeof historyFile>): Promise<void> {
  await page.getByLabel("Import history file").setInputFiles(file);
}
