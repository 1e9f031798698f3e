import { mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { measureArchive } from "./archive.ts";
import { archiveSection } from "./archive-section.ts";
import { formatSection } from "./table.ts";
import runTmpFolder from "../../server/test/run-tmp-folder.ts";

// `npx tsx scripts/bench/archive-main.ts [--quick]`: only the result archive's part of `npm run bench`
// (a minute or two; quick mode, seconds), no build needed: the servers serve a stand-in page.

// What it writes to the temporary folder goes under one of its own, removed on exit.
process.once("exit", runTmpFolder());
const load = () => loadavg()[0]!.toFixed(2);
const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-archive-dist-"));
writeFileSync(join(distDir, "index.html"), "<!doctype html><title>bench</title>");
const before = load();
const result = await measureArchive(distDir, (text) => console.error(`bench: ${text}`));
console.log(formatSection(archiveSection(result)));
console.log(`load average (1 min): ${before} before, ${load()} after`);
process.exit(0);
