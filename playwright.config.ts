import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/chromium-args.ts";

// Playwright cannot download its own browser on every machine: use the system Chromium when
// there is one (CHROMIUM_PATH overrides), else Playwright's own.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const port = Number(process.env.E2E_PORT ?? 4180);
/** The run's workspace, emptied at its start: no journey finds the last run's submissions. */
export const e2eDataDir = path.join(tmpdir(), `taskdeck-e2e-${port}`);

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromium,
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Each journey's workspace is a temporary folder: the run's go under one, removed at its end.
  globalSetup: "./server/test/run-tmp-folder.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The journeys read the English interface unless they say otherwise (*.zh.spec.ts, or test.use).
    locale: "en-US",
    trace: "retain-on-failure",
  },
  projects: [
    // e2e/dev/ runs against the dev server (playwright.dev.config.ts).
    { name: "chromium", use: browser, testIgnore: [/\.isolated\.spec\.ts$/, /[\\/]e2e[\\/]dev[\\/]/] },
    // Journeys that reset the whole sandbox run alone, after the parallel ones.
    {
      name: "isolated",
      use: browser,
      testMatch: /\.isolated\.spec\.ts$/,
      dependencies: ["chromium"],
      fullyParallel: false,
    },
  ],
  webServer: {
    // The built app as users get it: `npm start`, the production server with its security
    // headers, answering the API with the sandbox.
    command: `rm -rf "${e2eDataDir}" && npm run build && npm start`,
    url: `http://127.0.0.1:${port}`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: e2eDataDir,
      SANDBOX_TASK_SECONDS: process.env.SANDBOX_TASK_SECONDS ?? "4",
      // The journeys arm faults and read the request log: `npm start` serves /__sandbox/* only then.
      SANDBOX_CONTROL: "1",
    },
    // Never a server some other checkout left on this port: it would test that checkout's code.
    // Each checkout sets its own E2E_PORT.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
