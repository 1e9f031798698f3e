import { getRequestListener } from "@hono/node-server";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Hono } from "hono";
import { errorBody } from "../../src/contract/error-body.ts";
import { problemResponse } from "./answers.ts";
import type { AppEnv } from "./env.ts";
import { hostChecker } from "./host-check.ts";
import type { NodeHandler } from "./node-handler.ts";
import type { ServerProblemCode } from "../../src/contract/server-problems.ts";

export type NodeServerOptions = {
  /** Set on every answer, before anything answers. */
  headers?: Record<string, string>;
  /** Host names answered besides loopback and IP literals (see host-check.ts); any other Host gets 403. */
  allowedHosts?: readonly string[];
  /** Requests under `prefix` go straight to `handle`, past Hono: the proxy, the one hot route. */
  direct?: { prefix: string; handle: NodeHandler; skip?(request: IncomingMessage): boolean } | null;
};

/**
 * A Node HTTP server for a Hono app, with every way a request can be malformed answered:
 * what Node cannot parse (clientError), and what the adapter cannot make a Request of (a bad
 * Host, a target like `//[`). A Host this server does not answer to is refused before
 * anything else (DNS rebinding).
 */
export function nodeServer(
  app: Hono<AppEnv>,
  { headers = {}, allowedHosts = [], direct = null }: NodeServerOptions = {},
): Server {
  const listener = getRequestListener(app.fetch, {
    errorHandler: () =>
      problemResponse(400, { type: "request_error", code: "invalid_request", message: "The request is malformed." }),
  });
  const always = Object.entries(headers);
  const hostAllowed = hostChecker(allowedHosts);
  const server = createServer((req, res) => {
    for (const [name, value] of always) res.setHeader(name, value);
    if (!hostAllowed(req.headers.host)) {
      res.writeHead(403, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      return void res.end(WRONG_HOST);
    }
    if (direct && req.url?.startsWith(direct.prefix) && !direct.skip?.(req))
      return void direct.handle(req, res).catch(failed(res));
    void listener(req, res);
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, always));
  return server;
}

/** What a direct handler's unexpected failure gets: the same 500 as Hono's onError gives. */
const failed = (res: ServerResponse) => (error: unknown) => {
  console.error("server:", error);
  if (res.headersSent) return void res.destroy();
  res.writeHead(500, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(
    JSON.stringify(
      errorBody({
        type: "internal_server_error",
        code: "internal_server_error",
        message: "The server failed.",
        param: null,
      }),
    ),
  );
};

const WRONG_HOST = JSON.stringify(
  errorBody({
    type: "permission_error",
    code: "host_not_allowed" satisfies ServerProblemCode,
    message: "This server does not answer to that host name (ALLOWED_HOSTS lists the ones it does).",
    param: null,
  }),
);

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/**
 * Node could not parse a request: answer in the service's error shape, with the headers every
 * answer carries (if nothing has been written on this connection yet, as Node's own default
 * does), and close.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, headers: [string, string][]) {
  if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten > 0) return void socket.destroy();
  const [status, reason] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "Bad Request"];
  const body = JSON.stringify({
    error: { message: reason, type: "request_error", code: "invalid_request", param: null },
  });
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    ...headers.map(([name, value]) => `${name}: ${value}`),
    "Content-Type: application/json",
    `Content-Length: ${body.length}`,
    "Connection: close",
  ];
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`);
}
