import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { launchChromium } from "./browser.ts";
import { startChild, type Child } from "./child.ts";
import { measureComposerReady } from "./composer-ready.ts";
import { measureGallery } from "./gallery.ts";
import { measureHistory } from "./history.ts";
import { measureKeystrokes } from "./keystroke.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { formatTable, ms } from "./table.ts";
import runTmpFolder from "../../server/test/run-tmp-folder.ts";

// `npm run bench:versus -- <checkout>:<dist> <checkout>:<dist> [rounds]`: the page's speed of two
// builds measured in turn (one round of one, then one of the other, in one browser), each served
// by its own checkout's server. The machines this project runs on differ from session to session
// and drift within one, so a figure means something only beside another build's taken with it.
// Build each first: `cd <checkout> && npx vite build --outDir <dist>`. A build is named by its
// dist folder (and its checkout, when two share that name), so two builds of one checkout (a
// change tried, and without it) compare as well.

// What it writes to the temporary folder goes under one of its own, removed on exit.
process.once("exit", runTmpFolder());
type Build = { name: string; root: string; dist: string };
type Row = { build: string; round: number; figures: Record<string, number> };

const builds: Build[] = process.argv
  .slice(2)
  .filter((arg) => arg.includes(":"))
  .map((arg) => {
    const [root, dist] = arg.split(":") as [string, string];
    return { name: dist.split("/").filter(Boolean).pop()!, root: resolve(root), dist: resolve(dist) };
  })
  // Two checkouts built into folders of one name: each is named by its checkout too.
  .map((build, _, all) =>
    all.filter((other) => other.name === build.name).length > 1
      ? { ...build, name: `${build.root.split("/").pop()}/${build.name}` }
      : build,
  );
const rounds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 3);
if (builds.length < 2) throw new Error("usage: versus-main.ts <checkout>:<dist> <checkout>:<dist> [rounds]");

const serve = (build: Build): Promise<Child> => {
  const env = { DATA_DIR: mkdtempSync(join(tmpdir(), "taskdeck-versus-")), SANDBOX_TOKEN, PORT: "0" };
  return startChild(join(build.root, "server/main.ts"), { ...env, HOST: "127.0.0.1", DIST_DIR: build.dist });
};

const browser = await launchChromium();
const rows: Row[] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const build of builds) {
      const app = await serve(build);
      try {
        const ready = await measureComposerReady(browser, app.url);
        const keys = await measureKeystrokes(browser, app.url);
        const history = await measureHistory(browser, app.url);
        const gallery = await measureGallery(browser, app.url);
        const figures = {
          "composer ready p50": ready.summary.p50,
          "keystroke p95": keys.summary.p95,
          "history reload p50": history.firstCard.summary.p50,
          "history frames > 25 ms": history.scroll.missedVsync,
          "gallery frames > 25 ms": gallery.scroll.missedVsync,
        };
        rows.push({ build: build.name, round, figures });
        console.error(`versus: round ${round}, ${build.name}: ${JSON.stringify(figures)}`);
      } finally {
        await app.stop();
      }
    }
  }
} finally {
  await browser.close();
}
const names = Object.keys(rows[0]!.figures);
const cell = (name: string, value: number) => (name.includes("frames") ? String(value) : ms(value));
console.log(
  formatTable(
    ["build", "round", ...names],
    rows.map((row) => [row.build, String(row.round), ...names.map((n) => cell(n, row.figures[n]!))]),
  ),
);
