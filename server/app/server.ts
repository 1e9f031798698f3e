import type { Server } from "node:http";
import { nodeServer } from "../http/node-server.ts";
import { fileHostBeside } from "../sandbox/files-origin.ts";
import { createApp } from "./app.ts";
import { inFlightMs, type ServerConfig } from "./config.ts";
import { connectOrigins, pageHeaders } from "./security-headers.ts";
import { loadStaticFiles } from "./static-files.ts";
import { openWorkspace } from "../workspace/open-workspace.ts";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { startFollower } from "../workspace/follower.ts";
import type { TaskBook } from "../workspace/tasks.ts";
import { serviceCheck } from "./task-check.ts";
import { upstreamClient } from "./upstream.ts";

/**
 * The production server: the built app, its security headers, and the task API on the same
 * origin. The security headers are set on every answer before anything answers; an answer's
 * own stricter policy (a proxied file's) replaces them, the service's never get this far.
 */
export async function createAppServer(config: ServerConfig): Promise<Server> {
  const staticFiles = await loadStaticFiles(config.distDir);
  const workspace = await openWorkspace(config.database, inFlightMs(config), config.follow);
  const { app, sandbox, direct } = createApp(config, {
    withPolicy: true,
    staticFiles,
    journal: Promise.resolve(workspace.journal),
    callbacks: config.publicUrl ? { publicUrl: config.publicUrl, ...workspace } : undefined,
  });
  const server = nodeServer(app, {
    headers: pageHeaders(connectOrigins(config)),
    allowedHosts: config.allowedHosts,
    direct,
  });
  const follower = startFollowing(config, workspace.tasks);
  server.on("close", () => void Promise.resolve(follower?.stop()).then(() => workspace.database.close()));
  if (sandbox) fileHostBeside(server, sandbox.state, config.sandbox.filesPort ?? 0);
  return server;
}

/** With FOLLOW_TASKS (and the token held here), the workspace's unfinished tasks are checked by this server. */
function startFollowing(config: ServerConfig, tasks: TaskBook) {
  const upstream = config.upstream;
  if (!config.follow || !upstream?.token) return null;
  const check = serviceCheck({ ...upstreamClient(upstream), token: upstream.token });
  // A claim outlasts the longest check (the proxy's whole limit) by a margin.
  const leaseMs = upstream.totalMs + 5_000;
  return startFollower(tasks, check, { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, leaseMs });
}
