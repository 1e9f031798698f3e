import { startChild, type Child } from "./child.ts";

export type AppServer = Child;

export type AppOptions = { distDir: string; env?: Record<string, string>; nodeArgs?: string[] };

/**
 * Serves the built app in `distDir` on 127.0.0.1 (a free port) the way users get it: the
 * production server (`npm start`'s entry), with its security headers, answering the API with
 * the sandbox unless `env` points it at an upstream.
 */
export function startApp({ distDir, env = {}, nodeArgs = [] }: AppOptions): Promise<AppServer> {
  return startChild("server/main.ts", { ...env, PORT: "0", HOST: "127.0.0.1", DIST_DIR: distDir }, nodeArgs);
}
