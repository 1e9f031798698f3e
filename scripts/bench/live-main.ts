import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { startApp } from "./app-server.ts";
import { launchChromium } from "./browser.ts";
import { buildApp } from "../bundle-size.ts";
import { LIVE_TASK_SECONDS } from "./network.ts";
import { formatSection, type Section } from "./table.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import runTmpFolder from "../../server/test/run-tmp-folder.ts";

/**
 * The body of a one-part bench main (`npx tsx scripts/bench/<part>-main.ts`): builds the app, serves
 * it with a sandbox whose tasks take LIVE_TASK_SECONDS (and take control calls), opens Chromium,
 * prints the section `measure` returns, then closes everything and exits.
 */
export async function runLivePart(
  measure: (browser: Browser, url: string, distDir: string) => Promise<Section>,
): Promise<never> {
  // The build and the server's workspace in one temporary folder, removed on exit.
  process.once("exit", runTmpFolder());
  const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-"));
  await buildApp(distDir);
  const app = await startApp({
    distDir,
    env: { SANDBOX_TASK_SECONDS: String(LIVE_TASK_SECONDS), SANDBOX_TOKEN, SANDBOX_CONTROL: "1" },
  });
  const browser = await launchChromium();
  try {
    console.log(formatSection(await measure(browser, app.url, distDir)));
  } finally {
    await browser.close();
    await app.stop();
  }
  process.exit(0);
}
