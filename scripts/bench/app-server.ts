import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startChild, type Child } from "./child.ts";

export type AppServer = Child;

export type AppOptions = { distDir: string; env?: Record<string, string>; nodeArgs?: string[] };

/**
 * Serves the built app in `distDir` on 127.0.0.1 (a free port) the way users get it: the
 * production server (`npm start`'s entry), with its security headers, answering the API with
 * the sandbox unless `env` points it at an upstream. Its workspace is a fresh folder unless
 * `env` names one: the project's own `data/` would hold the tasks of the bench's last run.
 */
export function startApp({ distDir, env = {}, nodeArgs = [] }: AppOptions): Promise<AppServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "taskdeck-bench-data-"));
  const settings = { DATA_DIR: dataDir, ...env, PORT: "0", HOST: "127.0.0.1", DIST_DIR: distDir };
  return startChild("server/main.ts", settings, nodeArgs);
}
