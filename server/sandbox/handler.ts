import type { IncomingMessage, ServerResponse } from "node:http";
import { query, submit } from "./api.ts";
import { armFault, listFaults, listRequests, reset } from "./control.ts";
import { serveResult } from "./files.ts";
import { sendError } from "./http.ts";
import { createState, type SandboxOptions, type SandboxState } from "./state.ts";

export type Next = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const SUBMIT_PATH = "/api/v1/tasks/generations";
const QUERY_PATH = /^\/api\/v1\/tasks\/generations\/([^/]+)$/;
const FILE_PATH = /^\/__sandbox\/files\/([^/]+)\/([^/]+)$/;

// The sandbox's origin may differ from the app's (npm run sandbox beside npm run dev).
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "Authorization, Content-Type",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Max-Age": "600",
};

function methodNotAllowed(res: ServerResponse, allow: string) {
  sendError(
    res,
    405,
    { type: "request_error", code: "method_not_allowed", message: `Use ${allow}.` },
    { Allow: allow },
  );
}

type Route = (state: SandboxState, req: IncomingMessage, res: ServerResponse) => unknown;

function route(method: string, path: string): Route | "next" {
  if (path === SUBMIT_PATH) return method === "POST" ? submit : (_s, _q, res) => methodNotAllowed(res, "POST");
  const queried = QUERY_PATH.exec(path);
  if (queried) {
    const id = decodeURIComponent(queried[1]!);
    return method === "GET" ? (s, q, r) => query(s, q, r, id) : (_s, _q, res) => methodNotAllowed(res, "GET");
  }
  const file = FILE_PATH.exec(path);
  if (file && (method === "GET" || method === "HEAD")) return (s, q, r) => serveResult(s, q, r, file[1]!, file[2]!);
  if (path === "/__sandbox/faults") return method === "POST" ? armFault : (s, _q, r) => listFaults(s, r);
  if (path === "/__sandbox/requests") return (s, _q, r) => listRequests(s, r);
  if (path === "/__sandbox/reset")
    return method === "POST" ? (s, _q, r) => reset(s, r) : (_s, _q, res) => methodNotAllowed(res, "POST");
  return "next";
}

/** One request handler for the sandbox, used by the Vite dev and preview servers and standalone. */
export function createSandbox(options: SandboxOptions): { handle: Middleware; state: SandboxState } {
  const state = createState(options);
  const handle: Middleware = (req, res, next) => {
    const path = (req.url ?? "/").split("?")[0]!;
    const method = req.method ?? "GET";
    const isApi = path.startsWith("/api/v1/tasks/");
    if (isApi) for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
    if (isApi && method === "OPTIONS") {
      res.writeHead(204).end();
      return;
    }
    const handler = route(method, path);
    if (handler === "next") return next();
    Promise.resolve(handler(state, req, res)).catch((error: unknown) => {
      if (!res.headersSent)
        sendError(res, 500, {
          type: "internal_server_error",
          code: "internal_server_error",
          message: "The sandbox failed.",
        });
      else res.destroy();
      console.error("sandbox:", error);
    });
  };
  return { handle, state };
}
