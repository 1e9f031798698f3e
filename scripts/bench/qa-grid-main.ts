import { runLivePart } from "./live-main.ts";
import { measureQaGrid, qaGridSection } from "./qa-grid.ts";

// `npx tsx scripts/bench/qa-grid-main.ts`: only the QA grid part of `npm run bench`.

await runLivePart(async (browser, url) => qaGridSection(await measureQaGrid(browser, url)));
