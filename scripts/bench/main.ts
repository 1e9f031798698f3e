import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startApp } from "./app-server.ts";
import { launchChromium } from "./browser.ts";
import { buildApp } from "../bundle-size.ts";
import { measureChunks } from "./bundle.ts";
import { measureCompare } from "./compare.ts";
import { measureComposerReady } from "./composer-ready.ts";
import { measureFloor } from "./floor.ts";
import { measureGallery } from "./gallery.ts";
import { measureVideos } from "./videos.ts";
import { measureHistory } from "./history.ts";
import { measureKeystrokes } from "./keystroke.ts";
import { LIVE_TASK_SECONDS, measureNetwork } from "./network.ts";
import { byteBudgets, reportText, type Machine, type Results } from "./report.ts";
import { measureProxy } from "./proxy.ts";
import { missingFigures } from "./figures.ts";
import { measureHostileAnswer } from "./hostile-answer.ts";
import { QUICK, RESULTS_FILE } from "./mode.ts";
import { measureRefusedBody } from "./refused-body.ts";
import { measureFollowing } from "./following.ts";
import { measureArchive } from "./archive.ts";
import { measureWorkspaceLive } from "./workspace-live.ts";
import { HISTORY_TASKS, measureWorkspaceHistory } from "./workspace-history.ts";
import { measurePageRun, measureServerRun } from "./run-pace.ts";
import { measureQaGrid } from "./qa-grid.ts";
import { measureRunQueue, RUN_K } from "./run-queue.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import runTmpFolder from "../../server/test/run-tmp-folder.ts";
import { measureServer } from "./server.ts";
import { measureDecoders, measureFirstFrame, VIEWER_COUNTS } from "./viewer.ts";

// `npm run bench`: durations are reported, never asserted; the byte budgets and a figure missing
// (a section that measured nothing) decide the exit code. `--quick` (mode.ts): the same sections
// on a small load, for `npm test`. Every server it starts listens on a free port (port 0), so a
// bench can run beside another one or the journeys' server.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** On loopback, with the sandbox's control plane on, as for any local QA. */
const APP_ENV = { SANDBOX_TASK_SECONDS: String(LIVE_TASK_SECONDS), SANDBOX_TOKEN, SANDBOX_CONTROL: "1" };

/** Progress goes to stderr, so stdout holds only the report. */
const step = (text: string) => console.error(`bench: ${text}`);

/** Durations depend on what else the machine is doing; the report says how busy it was. */
const machine = (): Machine => ({ cpus: availableParallelism(), loadAverage1m: Number(loadavg()[0]!.toFixed(2)) });

async function measure(): Promise<Results> {
  process.chdir(ROOT);
  // The build, the servers' workspaces and the floors' pages in one temporary folder, removed on
  // the way out, however the bench ends (it always ends through process.exit).
  process.once("exit", runTmpFolder());
  // Built away from dist/, which other people's preview servers may be serving right now.
  const distDir = mkdtempSync(join(tmpdir(), "taskdeck-bench-"));
  const before = machine();

  step("building the app (NODE_ENV=production)");
  await buildApp(distDir);
  const bundle = measureChunks(distDir);

  step("loading the sandbox server with autocannon");
  const server = await measureServer();
  step("loading the proxies with autocannon");
  const proxy = await measureProxy(distDir);
  step("the proxy passing on a hostile answer, other requests meanwhile");
  const hostileAnswer = await measureHostileAnswer(distDir);
  step("the sandbox refusing a huge submission, other requests meanwhile");
  const refusedBody = await measureRefusedBody();
  step("following unfinished tasks on the server, by one instance and by two");
  const following = await measureFollowing(distDir);
  const archive = await measureArchive(distDir, step);

  step("serving the built app with its sandbox");
  const app = await startApp({ distDir, env: APP_ENV });
  const browser = await launchChromium().catch(async (error: unknown) => {
    await app.stop();
    throw error;
  });
  try {
    step("composer: time to usable");
    const composerReady = await measureComposerReady(browser, app.url);
    step("composer: keystroke to preview");
    const keystrokes = await measureKeystrokes(browser, app.url);
    step("the browser's floor: the composer's page as static HTML, no script");
    const floor = await measureFloor(browser, distDir, app.url);
    step("history");
    const history = await measureHistory(browser, app.url, distDir);
    step("gallery");
    const gallery = await measureGallery(browser, app.url, distDir);
    step("history and gallery of videos: scrolling past their players");
    const videos = await measureVideos(browser, distDir);
    step("network discipline");
    const network = await measureNetwork(browser, app.url);
    step("QA grid: a reviewed run's first verdict, and scrolling over it");
    const qaGrid = await measureQaGrid(browser, app.url);
    step(`run queue at K = ${RUN_K.join(" and K = ")} (several minutes on a busy machine)`);
    // On a workspace of its own: its runs' tasks never finish (a day each), and a page opened on
    // the shared one afterwards showed the running run, not the deck (no 3D viewer's first frame
    // in 180 s, no card of another device's task in 10 s; tried on this machine).
    const queueApp = await startApp({ distDir, env: APP_ENV });
    const runQueue = [];
    try {
      for (const tasksAtOnce of RUN_K) runQueue.push(await measureRunQueue(browser, queueApp.url, tasksAtOnce));
    } finally {
      await queueApp.stop();
    }
    step(`3D viewer: first frames of ${VIEWER_COUNTS.join(" and ")} viewers`);
    const firstFrames = [];
    for (const viewers of VIEWER_COUNTS) firstFrames.push(await measureFirstFrame(browser, app.url, viewers));
    const viewer = { decoders: measureDecoders(distDir), firstFrames };
    step("compare: videos in step");
    const compare = await measureCompare(browser, app.url);
    step("workspace: a task sent elsewhere, to another device's screen");
    const workspaceLive = await measureWorkspaceLive(browser, app.url);
    step(
      `workspace history of ${HISTORY_TASKS.toLocaleString("en")} tasks: server pages, a page taking them in, browser-only beside it`,
    );
    const workspaceHistory = await measureWorkspaceHistory(browser, distDir, app.url, step);
    step("runs paced: sent by the server, then by a page (a few minutes each)");
    const runPace = [await measureServerRun(app.url), ...(QUICK ? [] : [await measurePageRun(browser, distDir)])];

    return {
      timestamp: new Date().toISOString(),
      versions: { node: process.version, chromium: browser.version() },
      machine: { before, after: machine() },
      budgets: byteBudgets(bundle),
      bundle,
      composerReady,
      keystrokes,
      floor,
      history,
      gallery,
      videos,
      network,
      runQueue,
      qaGrid,
      server,
      proxy,
      hostileAnswer,
      refusedBody,
      following,
      archive,
      viewer,
      compare,
      workspaceLive,
      workspaceHistory,
      runPace,
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}

async function main(): Promise<number> {
  const results = await measure();
  mkdirSync("bench", { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(reportText(results));
  const missing = missingFigures(results);
  if (missing.length) console.error(`bench: no figure for ${missing.join(", ")}`);
  return results.budgets.every((budget) => budget.pass) && !missing.length ? 0 : 1;
}

// Exit through process.exit so that the servers started are stopped (their "exit" handlers).
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("bench: crashed:", error);
    process.exit(2);
  },
);
