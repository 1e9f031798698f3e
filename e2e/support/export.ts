import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { tasks } from "./composer.ts";

/** Clicks an export button and returns the file the browser saved. */
export async function exported(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    tasks(page).getByRole("button", { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

/** An exported CSV's lines, without its byte-order mark (cells are not split: prompts hold commas). */
export const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
