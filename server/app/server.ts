import type { Server } from "node:http";
import { nodeServer } from "../http/node-server.ts";
import { fileHostBeside } from "../sandbox/files-origin.ts";
import { createApp } from "./app.ts";
import { inFlightMs, type ServerConfig } from "./config.ts";
import { connectOrigins, pageHeaders } from "./security-headers.ts";
import { loadStaticFiles, type StaticFile } from "./static-files.ts";
import { openWorkspace } from "../workspace/open-workspace.ts";
import { startServerWork } from "./following.ts";
import type { Gate } from "../access/gate.ts";
import { listensOnLoopback } from "../http/loopback.ts";

const stops = new WeakMap<Server, () => Promise<void>>();

/**
 * Stops what a server made by createAppServer does on its own (its runs' sender lets the cells on
 * their way finish and gives its lease back; its following ends) and closes its workspace. Its
 * close does it too, once its connections are gone; a shutdown need not wait for them.
 */
export const stopAppServer = (server: Server): Promise<void> => stops.get(server)?.() ?? Promise.resolve();

const gates = new WeakMap<Server, Gate>();

/**
 * Once the server listens: the setup page's path with a one-time token, when it is reachable
 * from other machines and nobody has an account yet (printed in the start-up log); else null.
 */
export const setupLinkOf = (server: Server): Promise<string | null> =>
  gates.get(server)?.setupLink() ?? Promise.resolve(null);

/**
 * The production server: the built app, its security headers, and the task API on the same
 * origin. The security headers are set on every answer before anything answers; an answer's
 * own stricter policy (a proxied file's) replaces them, the service's never get this far.
 */
export async function createAppServer(
  config: ServerConfig,
  /** The built app read already (tests that start many servers read it once). */
  built?: Map<string, StaticFile>,
): Promise<Server> {
  const staticFiles = built ?? (await loadStaticFiles(config.distDir));
  const workspace = await openWorkspace(config.database, inFlightMs(config), config.follow, config.maxTasks);
  const { app, sandbox, direct, gate, token } = createApp(config, {
    withPolicy: true,
    staticFiles,
    journal: Promise.resolve(workspace.journal),
    shared: Promise.resolve(workspace),
    callbacks: config.publicUrl ? { publicUrl: config.publicUrl, ...workspace } : undefined,
    access: { database: Promise.resolve(workspace.database), exposed: () => !listensOnLoopback(server) },
  });
  const server = nodeServer(app, {
    headers: pageHeaders(connectOrigins(config)),
    allowedHosts: config.allowedHosts,
    direct,
  });
  // The workspace's own token is read before the first request: nothing goes with a stale one.
  await token.ready;
  const work = startServerWork(config, workspace, sandbox, token);
  let stopping: Promise<void> | null = null;
  const stop = () => (stopping ??= (token.stop(), work.stop().then(() => workspace.close())));
  stops.set(server, stop);
  if (gate) gates.set(server, gate);
  server.on("close", () => void stop());
  if (sandbox) fileHostBeside(server, sandbox.state, config.sandbox.filesPort ?? 0);
  return server;
}
