import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp } from "./app-server.ts";
import { launchChromium } from "./browser.ts";
import { buildApp } from "../bundle-size.ts";
import { formatSection } from "./table.ts";
import { measureWorkspaceHistory } from "./workspace-history.ts";
import { workspaceHistorySections } from "./workspace-history-section.ts";
import runTmpFolder from "../../server/test/run-tmp-folder.ts";

// `npx tsx scripts/bench/workspace-history-main.ts [--quick]`: only the workspace history part of
// `npm run bench` (about 3 minutes; quick mode, seconds). Its two sections go to stdout, progress to stderr.

// What it writes to the temporary folder goes under one of its own, removed on exit.
process.once("exit", runTmpFolder());
const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-"));
const dataDir = mkdtempSync(join(tmpdir(), "taskdeck-data-"));
await buildApp(distDir);
// The sandbox that browser-only mode's proxy points at (never called: every task is finished).
const service = await startApp({ distDir, env: { DATA_DIR: dataDir } });
const browser = await launchChromium();
try {
  const result = await measureWorkspaceHistory(browser, distDir, service.url, (text) =>
    console.error(`bench: ${text}`),
  );
  console.log(workspaceHistorySections(result).map(formatSection).join("\n\n"));
} finally {
  await browser.close();
  await service.stop();
}
process.exit(0);
