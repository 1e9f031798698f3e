import type { Server } from "node:http";
import { nodeServer } from "../http/node-server.ts";
import { fileHostBeside } from "../sandbox/files-origin.ts";
import { createApp } from "./app.ts";
import { inFlightMs, type ServerConfig } from "./config.ts";
import { connectOrigins, pageHeaders } from "./security-headers.ts";
import { loadStaticFiles } from "./static-files.ts";
import { openWorkspace } from "../workspace/open-workspace.ts";

/**
 * The production server: the built app, its security headers, and the task API on the same
 * origin. The security headers are set on every answer before anything answers; an answer's
 * own stricter policy (a proxied file's) replaces them, the service's never get this far.
 */
export async function createAppServer(config: ServerConfig): Promise<Server> {
  const staticFiles = await loadStaticFiles(config.distDir);
  const workspace = await openWorkspace(config.database, inFlightMs(config));
  const { app, sandbox, direct } = createApp(config, {
    withPolicy: true,
    staticFiles,
    journal: Promise.resolve(workspace.journal),
  });
  const server = nodeServer(app, {
    headers: pageHeaders(connectOrigins(config)),
    allowedHosts: config.allowedHosts,
    direct,
  });
  server.on("close", () => void workspace.database.close());
  if (sandbox) fileHostBeside(server, sandbox.state, config.sandbox.filesPort ?? 0);
  return server;
}
