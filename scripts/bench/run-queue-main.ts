import { runLivePart } from "./live-main.ts";
import { measureRunQueue, RUN_K } from "./run-queue.ts";
import { runQueueSection } from "./run-queue-section.ts";

// `npx tsx scripts/bench/run-queue-main.ts`: only the run-queue part of `npm run bench`.

await runLivePart(async (browser, url) => {
  const results = [];
  for (const k of RUN_K) results.push(await measureRunQueue(browser, url, k));
  return runQueueSection(results);
});
