import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// A few journeys against the dev server (`vite`, React's development build with StrictMode on),
// which mounts every component twice and runs its effects twice: what only breaks there (a dialog
// that closed itself, issue 26) is caught before a developer meets it. Its own port, from
// E2E_DEV_PORT, so parallel checkouts do not collide.
const port = Number(process.env.E2E_DEV_PORT ?? 5190);
const [journeys] = base.projects ?? [];
const dataDir = path.join(tmpdir(), `taskdeck-e2e-dev-${port}`);

export default defineConfig({
  ...base,
  testDir: "e2e/dev",
  fullyParallel: false,
  workers: 1,
  // The dev server compiles each module at its first request: a first visit, and each lazy part's
  // first showing, take seconds more than under the build.
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: "dev-server", use: journeys?.use }],
  webServer: {
    command: `rm -rf "${dataDir}" && npx vite --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}`,
    env: { SANDBOX_TASK_SECONDS: process.env.SANDBOX_TASK_SECONDS ?? "3", DATA_DIR: dataDir },
    // As the main config: never a server another checkout left on this port.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
