import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp } from "./app-server.ts";
import { launchChromium } from "./browser.ts";
import { buildApp } from "../bundle-size.ts";
import { LIVE_TASK_SECONDS } from "./network.ts";
import { measureQaGrid, qaGridSection } from "./qa-grid.ts";
import { formatSection } from "./table.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";

// `npx tsx scripts/bench/qa-grid-main.ts`: only the QA grid part of `npm run bench`.

const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-"));
process.once("exit", () => rmSync(distDir, { recursive: true, force: true }));
await buildApp(distDir);
const app = await startApp({
  distDir,
  env: { SANDBOX_TASK_SECONDS: String(LIVE_TASK_SECONDS), SANDBOX_TOKEN, SANDBOX_CONTROL: "1" },
});
const browser = await launchChromium();
try {
  console.log(formatSection(qaGridSection(await measureQaGrid(browser, app.url))));
} finally {
  await browser.close();
  await app.stop();
}
process.exit(0);
