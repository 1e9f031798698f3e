import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hostileAnswerSection, measureHostileAnswer } from "./hostile-answer.ts";
import { measureProxy, proxySection } from "./proxy.ts";
import { measureRefusedBody, refusedBodySection } from "./refused-body.ts";
import { formatSection } from "./table.ts";
import runTmpFolder from "../../server/test/run-tmp-folder.ts";

// `npm run bench:proxy`: the proxy's and the sandbox's hot-path and hardening figures alone
// (about a minute), for working on them: throughput beside a bare Node proxy, and what other
// requests wait while a hostile answer is passed on and a huge body refused.

// What it writes to the temporary folder goes under one of its own, removed on exit.
process.once("exit", runTmpFolder());
const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-proxy-"));
writeFileSync(join(distDir, "index.html"), "<!doctype html><title>bench</title>");
console.log(formatSection(proxySection(await measureProxy(distDir))));
console.log(formatSection(hostileAnswerSection(await measureHostileAnswer(distDir))));
console.log(formatSection(refusedBodySection(await measureRefusedBody())));
