import { Hono, type Handler, type MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import {
  API_PREFIX,
  SANDBOX_EXPIRE_PATH,
  SANDBOX_ATTACHMENTS_PATH,
  SANDBOX_FAULTS_PATH,
  SANDBOX_FILES_PREFIX,
  SANDBOX_REQUESTS_PATH,
  SANDBOX_RESET_PATH,
} from "../../src/contract/server-paths.ts";
import { methodNotAllowed } from "../http/answers.ts";
import { apiRoute } from "../http/api-target.ts";
import { rawTarget, type AppContext, type AppEnv } from "../http/env.ts";
import { isLoopbackPeer } from "../http/loopback.ts";
import { crossSiteRefusal } from "../http/request-guard.ts";
import { query, submit } from "./api.ts";
import { armFault, attachResults, expireFiles, listAttachments, listFaults, listRequests, reset } from "./control.ts";
import { serveResult } from "./files.ts";
import { createState, type SandboxOptions, type SandboxState } from "./state.ts";

export type Sandbox = { app: Hono<AppEnv>; state: SandboxState };

/**
 * The sandbox's routes: the task API, result files, and (with `control`) the control plane.
 * Mounted by `npm start`, the Vite dev and preview servers, and `npm run sandbox`.
 */
export function createSandbox(options: SandboxOptions, { control }: { control: boolean }): Sandbox {
  const state = createState(options);
  const app = new Hono<AppEnv>();

  // The sandbox's origin may differ from the app's (npm run sandbox beside npm run dev). The
  // token is asked for on every call, so an open CORS policy lends no one anything.
  app.use(
    `${API_PREFIX}*`,
    cors({
      origin: "*",
      allowHeaders: ["Authorization", "Content-Type"],
      allowMethods: ["GET", "POST", "OPTIONS"],
      maxAge: 600,
    }),
  );
  app.all(`${API_PREFIX}*`, (c) => {
    const route = apiRoute(rawTarget(c), c.req.method);
    if (route instanceof Response) return route;
    return route.route === "submit" ? submit(state, c) : query(state, c, route.requestId);
  });
  app.get(`${SANDBOX_FILES_PREFIX}:requestId/:name`, (c) =>
    serveResult(state, c, c.req.param("requestId"), c.req.param("name")),
  );
  if (control) mountControl(app, state, options.controlRemote ?? false);
  return { app, state };
}

type ControlRoute = (state: SandboxState, c: AppContext) => ReturnType<Handler<AppEnv>>;

/** The control plane, one row per path: what each method does there (any other is answered 405). */
const CONTROL: Record<string, Partial<Record<"GET" | "POST", ControlRoute>>> = {
  [SANDBOX_FAULTS_PATH]: { GET: listFaults, POST: armFault },
  [SANDBOX_ATTACHMENTS_PATH]: { GET: listAttachments, POST: attachResults },
  [SANDBOX_REQUESTS_PATH]: { GET: listRequests },
  [SANDBOX_RESET_PATH]: { POST: reset },
  [SANDBOX_EXPIRE_PATH]: { POST: expireFiles },
};

function mountControl(app: Hono<AppEnv>, state: SandboxState, remote: boolean) {
  // Open to curl and to pages of this origin; a page on another site may not arm or reset. It
  // asks for no token, so unless `remote` (SANDBOX_CONTROL_REMOTE) only this machine may use it,
  // whatever address the server listens on: to any other peer it does not exist.
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!remote && !isLoopbackPeer(c.env.incoming.socket.remoteAddress)) return c.notFound();
    const refused = crossSiteRefusal(c.env.incoming.headers, { allowedOrigins: [], requireSameOrigin: false });
    if (refused) return refused;
    await next();
  };
  for (const [path, methods] of Object.entries(CONTROL)) {
    app.use(path, guard);
    for (const [method, route] of Object.entries(methods)) app.on(method, path, (c) => route(state, c));
    app.all(path, () => methodNotAllowed(Object.keys(methods).join(", ")));
  }
}
