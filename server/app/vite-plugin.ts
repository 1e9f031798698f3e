import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { inspectRoutes } from "hono/dev";
import type { Server } from "node:http";
import type { Connect } from "vite";
import { loadEnv, type Plugin } from "vite";
import { hostListSchema } from "../http/host-check.ts";
import { fileHostBeside } from "../sandbox/files-origin.ts";
import type { AppEnv } from "../http/env.ts";
import { createApp } from "./app.ts";
import { configFromEnv, inFlightMs } from "./config.ts";
import { openWorkspace } from "../workspace/open-workspace.ts";
import { startServerWork } from "./following.ts";
import { listensOnLoopback } from "../http/loopback.ts";
import { isAccessPagePath, isNavigation } from "../access/gate-middleware.ts";
const setupLine = (link: string) =>
  `Taskdeck: no account yet, and this server is reachable from other machines. Open ${link} on it to make the owner.`;

const PREFIXES = ["UPSTREAM_", "SANDBOX_", "FILE_PROXY_", "ALLOWED_", "DATA_DIR", "DATABASE_URL"];

/**
 * The first segment of every route `app` has (`/api/`, `/__taskdeck/`, `/__sandbox/`): what
 * Vite hands to it, so a route added to the app is served here too. The whole segment goes,
 * so a path there that is no route gets the app's 404, as under `npm start`.
 */
function firstSegments(app: Hono<AppEnv>): string[] {
  const routes = inspectRoutes(app).filter((route) => !route.isMiddleware);
  // A route on every path (`*`) would make the whole of it the app's: the empty prefix.
  return [...new Set(routes.map(({ path }) => /^\/?[^/:*]*\/?/.exec(path)?.[0] ?? ""))];
}

/**
 * Gives `vite` (dev) and `vite preview` the production server's API side: the sandbox, or with
 * UPSTREAM_BASE_URL (in the environment or .env.local) the proxy to the real service, so a
 * developer can try the real service without CORS trouble. The sandbox's control plane is on,
 * for loopback peers alone even with `--host` (unless SANDBOX_CONTROL_REMOTE=1). The Host
 * check against DNS rebinding is Vite's own (server.allowedHosts, which preview follows), in front of every
 * middleware; ALLOWED_HOSTS adds to it as it does under `npm start`.
 */
export function apiPlugin(): Plugin {
  let env: NodeJS.ProcessEnv = process.env;
  const middleware = (httpServer: unknown): Connect.NextHandleFunction => {
    const config = configFromEnv(env);
    // Opened in the background: the dev server starts at once; a submission waits for it.
    const opened = openWorkspace(config.database, inFlightMs(config), config.follow, config.maxTasks);
    opened.catch((error: unknown) => console.error("Taskdeck: the workspace's database did not open:", error));
    const journal = opened.then(({ journal }) => journal);
    const server = httpServer as Server | null;
    const { app, sandbox, gate, token } = createApp(
      { ...config, sandboxControl: true },
      {
        withPolicy: false,
        journal,
        shared: opened,
        access: { database: opened.then((w) => w.database), exposed: () => !server || !listensOnLoopback(server) },
      },
    );
    server?.once("listening", () => void gate?.setupLink().then((link) => link && console.warn(setupLine(link))));
    const following = opened.then((workspace) => startServerWork(config, workspace, sandbox, token));
    // Closed with its server: a restart of the dev server (a config change) opens it again.
    (httpServer as Server | null)?.once("close", () => {
      token.stop();
      const closing = following.then((work) => work.stop()).then(() => opened.then((w) => w.close()));
      closing.catch(() => {});
    });
    // The sandbox's result files on another origin, as the service's are (no server in middleware mode).
    if (sandbox && httpServer) fileHostBeside(httpServer as Server, sandbox.state, config.sandbox.filesPort ?? 0);
    // Vite's own Request and Response stay as they are in its process.
    const listener = getRequestListener(app.fetch, { overrideGlobalObjects: false });
    const ours = firstSegments(app);
    return (req, res, next) => {
      const path = (req.url ?? "/").split("?")[0]!;
      // A page opened by someone who may not see the app gets the access page (access.html), as under npm start.
      if (gate && isNavigation(req.method ?? "GET", path, req.headers.accept))
        return void gate.whoAsks(req.headers).then((who) => {
          if (!who || isAccessPagePath(path)) req.url = "/access.html";
          next();
        }, next);
      if (!ours.some((prefix) => (req.url ?? "").startsWith(prefix))) return next();
      void listener(req, res);
    };
  };
  const read = (mode: string, dir: string) => ({ ...loadEnv(mode, dir, PREFIXES), ...process.env });
  return {
    name: "taskdeck-api",
    config(user, { mode }) {
      const hosts = hostListSchema.safeParse(read(mode, user.envDir || user.root || process.cwd()).ALLOWED_HOSTS);
      if (!hosts.success) throw new Error("ALLOWED_HOSTS must list host names, without port or scheme.");
      // Added to Vite's own list (and preview's, which follows it unless set).
      return hosts.data.length ? { server: { allowedHosts: hosts.data } } : undefined;
    },
    configResolved(resolved) {
      env = read(resolved.mode, resolved.envDir || resolved.root);
    },
    configureServer(server) {
      server.middlewares.use(middleware(server.httpServer));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(server.httpServer));
    },
  };
}
