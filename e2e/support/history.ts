import type { Page } from "@playwright/test";
import type { historyFile } from "../../scripts/fixtures/history.ts";

// History files for the import journeys, made by scripts/fixtures/history.ts (the bench makes
// its histories there too).

export { finishedTask, historyFile } from "../../scripts/fixtures/history.ts";

export async function importHistory(page: Page, file: ReturnType<typeof historyFile>): Promise<void> {
  await page.getByLabel("Import history file").setInputFiles(file);
}
