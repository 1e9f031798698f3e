import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp } from "./app-server.ts";
import { launchChromium } from "./browser.ts";
import { buildApp } from "../bundle-size.ts";
import { LIVE_TASK_SECONDS } from "./network.ts";
import { measureRunQueue, RUN_K } from "./run-queue.ts";
import { runQueueSection } from "./run-queue-section.ts";
import { formatSection } from "./table.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";

// `npx tsx scripts/bench/run-queue-main.ts`: only the run-queue part of `npm run bench`.

const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-"));
process.once("exit", () => rmSync(distDir, { recursive: true, force: true }));
await buildApp(distDir);
const app = await startApp({
  distDir,
  env: { SANDBOX_TASK_SECONDS: String(LIVE_TASK_SECONDS), SANDBOX_TOKEN, SANDBOX_CONTROL: "1" },
});
const browser = await launchChromium();
try {
  const results = [];
  for (const k of RUN_K) results.push(await measureRunQueue(browser, app.url, k));
  console.log(formatSection(runQueueSection(results)));
} finally {
  await browser.close();
  await app.stop();
}
process.exit(0);
