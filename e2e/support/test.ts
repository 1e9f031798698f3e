import { test as base, type BrowserContext } from "@playwright/test";
import { configFromEnv } from "../../server/app/config.ts";
import { createAppServer } from "../../server/app/server.ts";
import { loadStaticFiles, type StaticFile } from "../../server/app/static-files.ts";
import { listen } from "../../server/test/app-server.ts";
import { tempDataDir } from "../../server/test/temp-data-dir.ts";

export * from "@playwright/test";

/** What every journey's server runs with (as playwright.config.ts's `npm start` does). */
const JOURNEY_ENV = {
  HOST: "127.0.0.1",
  SANDBOX_TASK_SECONDS: process.env.SANDBOX_TASK_SECONDS ?? "4",
  // Its checks as brisk as the journeys' pages' own (support/deck.ts useBriskPolling).
  FOLLOW_POLL_SECONDS: "1",
  // The journeys arm faults and read the request log: `npm start` serves /__sandbox/* only then.
  SANDBOX_CONTROL: "1",
};

/**
 * A change made on one device, awaited on another: heard on the workspace's stream, not by a
 * fallback (a page reads the stream's pages instead only after 10 s without it). Its goal, within a
 * second, is a duration: `npm run bench` reports it (scripts/bench/workspace-live.ts); a journey on
 * a machine busy with other journeys does not assert it.
 */
export const FROM_THE_STREAM = { timeout: 5_000 };

let built: Promise<Map<string, StaticFile>> | null = null;

const shared = new WeakSet<BrowserContext>();

/** A context opened in a beforeAll for the tests after it: left open when a test ends (see baseURL). */
export function sharedByTheTests(context: BrowserContext): void {
  shared.add(context);
}

/**
 * Each journey on a server of its own (`npm start`'s, in this worker, on the built app), with an
 * empty workspace: every page of a server shares its workspace, so journeys sharing one would
 * see each other's tasks. A journey that needs two devices opens two contexts on it.
 */
export const test = base.extend<{ serverEnv: Record<string, string> }>({
  /** Settings of its own on top (`test.use({ serverEnv: … })`). */
  serverEnv: [{}, { option: true }],
  baseURL: async ({ serverEnv, browser }, use) => {
    const config = configFromEnv({ ...JOURNEY_ENV, ...serverEnv, DATA_DIR: tempDataDir(), PORT: "0" });
    built ??= loadStaticFiles(config.distDir);
    const app = await listen(await createAppServer(config, await built));
    const before = new Set(browser.contexts());
    await use(app.url);
    // A second device (browser.newContext()) lives as long as the worker's browser unless closed:
    // one left open by a journey, or by a journey that failed before its close, stayed for the
    // rest of the run, its page polling a server already gone.
    const left = browser.contexts().filter((context) => !before.has(context) && !shared.has(context));
    await Promise.all(left.map((context) => context.close()));
    await app.close();
  },
});
