import { runLivePart } from "./live-main.ts";
import { measurePageRun, measureServerRun, runPaceSection } from "./run-pace.ts";

// `npx tsx scripts/bench/run-pace-main.ts`: only the paced runs of `npm run bench` (several minutes).

await runLivePart(async (browser, url, distDir) =>
  runPaceSection([await measureServerRun(url), await measurePageRun(browser, distDir)]),
);
