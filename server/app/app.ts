import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { tokenRefusal } from "./proxy-errors.ts";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  API_PREFIX,
  CLIENT_CONFIG_PATH,
  FILE_PROXY_PATH,
  SUBMISSION_KEY_HEADER,
  SUBMIT_PATH,
  CALLBACK_PATH,
} from "../../src/contract/server-paths.ts";
import { notFound, problemResponse } from "../http/answers.ts";
import type { AppEnv } from "../http/env.ts";
import type { GuardOptions } from "../http/request-guard.ts";
import { createSandbox, type Sandbox } from "../sandbox/handler.ts";
import { sandboxFileThroughPage, sandboxResultFile } from "../sandbox/proxied-files.ts";
import { archivesResults, clientConfig, sharesWorkspace } from "./client-config.ts";
import type { ServerConfig } from "./config.ts";
import { createFileProxy, resultFileReader } from "./file-proxy.ts";
import { createProxy } from "./proxy.ts";
import { honoRoute, type NodeHandler } from "../http/node-handler.ts";
import { ACCESS_HTML, sendStaticFile, serveBuiltApp, type StaticFile } from "./static-files.ts";
import { accessGate, type Gate, type Who } from "../access/gate.ts";
import { gated, gateMiddleware } from "../access/gate-middleware.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { accessRoutes } from "./access-routes.ts";
import { peopleRoutes } from "./people-routes.ts";
import { upstreamClient } from "./upstream.ts";
import { serviceToken, type ServiceToken } from "./service-token.ts";
import { serviceTokenRoutes } from "./service-token-routes.ts";
import { shareRoutes, type ShareFileReader } from "./share-routes.ts";
import { forwardWhole } from "./forward-whole.ts";
import { journaledSubmit } from "./journaled-submit.ts";
import { taskCallbacks } from "./task-callbacks.ts";
import type { TaskBook } from "../workspace/tasks.ts";
import { sandboxSender } from "./sandbox-sender.ts";
import type { SubmissionJournal } from "../workspace/submissions.ts";
import type { TaskLimit } from "../workspace/task-limit.ts";
import { workspaceRoutes, type SharedWorkspace } from "./workspace-routes.ts";
import { localizeFiles } from "./sandbox-check.ts";
import { verdictRoute } from "./verdict-route.ts";
import { runRoutes } from "./run-routes.ts";
import { moveInRoute } from "./move-in-route.ts";
import { itemRoutes } from "./item-route.ts";
import { queueRoutes } from "./queue-routes.ts";
import { archiveRoutes, copyReader } from "../archive/archive-routes.ts";
import { archiveStorage } from "../archive/start-archive.ts";
import { archiveUsageRoute } from "../archive/usage-route.ts";
import { archiveRequestRoute } from "../archive/archive-request-route.ts";
import { taskDeleteRoute } from "./task-delete-route.ts";

export type AppOptions = {
  /** The production server's Content-Security-Policy applies (not under Vite, which needs inline scripts). */
  withPolicy: boolean;
  /** The built app, served by `npm start`; Vite serves its own. */
  staticFiles?: Map<string, StaticFile>;
  /** The workspace's submissions journal: submissions carrying the page's key are sent once. */
  journal?: Promise<SubmissionJournal>;
  /** The workspace's tasks, read and heard by its pages (workspace-routes.ts), and its bound on them. */
  shared?: Promise<SharedWorkspace & { limit: TaskLimit }>;
  /** With a public URL (and the server following tasks): submissions carry a callback_url here. */
  callbacks?: { publicUrl: string; journal: SubmissionJournal; tasks: TaskBook };
  /**
   * Who may open the workspace (server/access/): its people are in this database, and `exposed`
   * says whether the server listens on more than loopback. `npm start` and the Vite servers set it.
   */
  access?: { database: Promise<WorkspaceDatabase>; exposed(): boolean };
};

export type CreatedApp = {
  app: Hono<AppEnv>;
  sandbox: Sandbox | null;
  /** The proxy, for a Node server to call straight for paths under `prefix` (its hot route). */
  direct: { prefix: string; handle: NodeHandler; skip(request: IncomingMessage): boolean } | null;
  gate: Gate | null;
  /** The token the server sends with (service-token.ts), for its own work beside the app's routes. */
  token: ServiceToken;
};

/** What the page is told of who asks: their role, and their account's email (none for the local owner). */
const asking = (who: Who | null | undefined) =>
  who ? { role: who.person.role, ...(who.local ? {} : { account: who.person.email }) } : {};

/** A submission with the page's key goes through the journal (in Hono), not straight to the proxy. */
const journaled = (request: IncomingMessage) =>
  request.method === "POST" && request.headers[SUBMISSION_KEY_HEADER.toLowerCase()] !== undefined;

/**
 * Everything on the page's origin: its config, the task API (the sandbox's, or forwarded to
 * the real service), result files through the server, and the built app. One Hono app for
 * `npm start` and the Vite servers.
 */
export function createApp(config: ServerConfig, options: AppOptions): CreatedApp {
  const app = new Hono<AppEnv>();
  const gate = options.access ? accessGate(options.access.database, config.access, options.access.exposed) : null;
  if (gate) {
    const accessFile = options.staticFiles?.get(ACCESS_HTML);
    app.use(gateMiddleware(gate, accessFile && ((c) => sendStaticFile(c, accessFile))));
  }
  const served = clientConfig(config, options.withPolicy);
  app.get(CLIENT_CONFIG_PATH, (c) =>
    c.json({ ...served, ...asking(c.get("who")) }, 200, { "Cache-Control": "no-store" }),
  );

  let sandbox: Sandbox | null = null;
  let direct: CreatedApp["direct"] = null;
  let shareFile: ShareFileReader;
  // The archive's copies, read by the workspace's pages and through share links.
  const storage = archiveStorage(config);
  // Read by this server's own pages (and ALLOWED_ORIGINS'), as the API is: what a team sent is not for any site.
  const readGuard: GuardOptions = {
    allowedOrigins: config.allowedOrigins,
    requireSameOrigin: Boolean(config.upstream?.held) && !config.allowScripts,
  };
  const token = serviceToken(config, options.access?.database ?? null);
  if (config.upstream) {
    const client = upstreamClient(config.upstream, token);
    const guard: GuardOptions = {
      allowedOrigins: config.allowedOrigins,
      requireSameOrigin: config.upstream.held && !config.allowScripts,
    };
    direct = { prefix: API_PREFIX, handle: gated(gate, createProxy(client, guard)), skip: journaled };
    if (options.journal) {
      const noToken = (headers: IncomingHttpHeaders) => tokenRefusal(headers, client);
      const publicUrl = options.callbacks?.publicUrl ?? null;
      app.post(SUBMIT_PATH, journaledSubmit(options.journal, guard, forwardWhole(client), noToken, publicUrl));
    }
    if (options.callbacks) app.post(`${CALLBACK_PATH}:key`, taskCallbacks(options.callbacks));
    app.all(`${API_PREFIX}*`, honoRoute(direct.handle));
    app.get(FILE_PROXY_PATH, createFileProxy(client, guard, config.files));
    // A share link's file: with the server's own token, never a page's (a link's viewer has none).
    const read = resultFileReader(client, config.files);
    shareFile = async (c, requestId, url) => {
      await client.tokenReady;
      return tokenRefusal({}, client) ?? read(c, requestId, url, { range: c.req.header("range") });
    };
  } else {
    sandbox = createSandbox(config.sandbox, { control: config.sandboxControl });
    const { state } = sandbox;
    if (options.journal) {
      const guard = { allowedOrigins: config.allowedOrigins, requireSameOrigin: false };
      app.post(SUBMIT_PATH, journaledSubmit(options.journal, guard, sandboxSender(sandbox)));
    }
    app.get(FILE_PROXY_PATH, (c) =>
      sandboxFileThroughPage(state, c, c.req.query("request_id") ?? "", c.req.query("url") ?? ""),
    );
    app.route("/", sandbox.app);
    shareFile = (c, requestId, url) => sandboxResultFile(state, c, requestId, url);
  }
  if (options.shared && sharesWorkspace(config)) {
    workspaceRoutes(app, options.shared, readGuard, {
      following: config.follow !== null,
      stallMs: config.stallMs,
      localize: sandbox ? localizeFiles : undefined,
    });
    verdictRoute(app, options.shared, readGuard);
    runRoutes(app, options.shared, readGuard);
    moveInRoute(app, options.shared, readGuard, config.follow !== null);
    itemRoutes(app, options.shared, readGuard);
    queueRoutes(app, options.shared, readGuard);
    archiveRoutes(app, options.shared, readGuard, { storage, archiving: archivesResults(config) });
    archiveRequestRoute(app, options.shared, readGuard, { archiving: archivesResults(config) });
    const { quotaBytes, retentionDays } = config.archive;
    archiveUsageRoute(app, options.shared, readGuard, {
      quotaBytes,
      retentionDays,
      archiving: archivesResults(config),
    });
    taskDeleteRoute(app, options.shared, readGuard, storage);
  }
  if (gate) {
    accessRoutes(app, gate, readGuard);
    peopleRoutes(app, gate, readGuard);
    serviceTokenRoutes(app, gate, token, readGuard);
    if (options.shared && sharesWorkspace(config))
      shareRoutes(app, gate, options.shared, readGuard, shareFile, copyReader(options.shared, storage));
  }
  if (options.staticFiles) app.use(serveBuiltApp(options.staticFiles));

  app.notFound(() => notFound());
  app.onError((error) => {
    if (error instanceof HTTPException) return error.getResponse();
    // A bad escape in a path or query (`%`, `%E0%A4%A`) is the client's mistake, not ours.
    if (error instanceof URIError)
      return problemResponse(400, {
        type: "request_error",
        code: "invalid_request",
        message: "The request target is not valid percent-encoding.",
      });
    console.error("server:", error);
    return problemResponse(500, {
      type: "internal_server_error",
      code: "internal_server_error",
      message: "The server failed.",
    });
  });
  return { app, sandbox, direct, gate, token };
}
