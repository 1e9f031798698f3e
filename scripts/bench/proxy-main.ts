import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureProxy, proxySection } from "./proxy.ts";
import { formatSection } from "./table.ts";

// `npm run bench:proxy`: the proxy figures alone (about 45 s), for working on the proxy.
const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-proxy-"));
writeFileSync(join(distDir, "index.html"), "<!doctype html><title>bench</title>");
try {
  console.log(formatSection(proxySection(await measureProxy(distDir))));
} finally {
  rmSync(distDir, { recursive: true, force: true });
}
