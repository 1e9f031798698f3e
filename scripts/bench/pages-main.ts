import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { startApp } from "./app-server.ts";
import { launchChromium } from "./browser.ts";
import { buildApp } from "../bundle-size.ts";
import { measureChunks } from "./bundle.ts";
import { composerReadySection, measureComposerReady } from "./composer-ready.ts";
import { gallerySection, measureGallery } from "./gallery.ts";
import { measureVideos, videosSection } from "./videos.ts";
import { historySection, measureHistory } from "./history.ts";
import { historyProfileSection, profileHistory } from "./history-profile.ts";
import { keystrokeSection, measureKeystrokes } from "./keystroke.ts";
import { measureFloor } from "./floor.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { formatSection } from "./table.ts";
import runTmpFolder from "../../server/test/run-tmp-folder.ts";

// `npm run bench:pages`: the page's speed alone (a few minutes), for working on it: the history's
// main-thread work (history-profile.ts; `-- --profile-only` stops there), then composer ready,
// keystroke to preview (each beside the browser's floor, floor.ts), the history's and the
// gallery's reload and scroll, and both scrolled again with videos as results (videos.ts): the
// same sections as `npm run bench`, without the server, proxy, run queue, viewer and compare parts.

// What it writes to the temporary folder goes under one of its own, removed on exit.
process.once("exit", runTmpFolder());
const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-pages-"));
const load = () => loadavg()[0]!.toFixed(2);
console.error(`bench: building the app (load average ${load()})`);
await buildApp(distDir);
const chunks = measureChunks(distDir).chunks;
const app = await startApp({ distDir, env: { SANDBOX_TOKEN } });
const browser = await launchChromium();
try {
  console.log(formatSection(historyProfileSection(await profileHistory(browser, app.url))));
  if (!process.argv.includes("--profile-only")) {
    const ready = await measureComposerReady(browser, app.url);
    const keys = await measureKeystrokes(browser, app.url);
    const floor = await measureFloor(browser, distDir, app.url);
    console.log(formatSection(composerReadySection(ready, chunks, floor)));
    console.log(formatSection(keystrokeSection(keys, floor)));
    console.log(formatSection(historySection(await measureHistory(browser, app.url, distDir))));
    console.log(formatSection(gallerySection(await measureGallery(browser, app.url, distDir))));
    console.log(formatSection(videosSection(await measureVideos(browser, distDir))));
  }
  console.log(`load average after: ${load()}`);
} finally {
  await browser.close();
  await app.stop();
}
