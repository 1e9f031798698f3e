import { getRequestListener } from "@hono/node-server";
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Hono } from "hono";
import { problemResponse } from "./answers.ts";
import type { AppEnv } from "./env.ts";

/**
 * A Node HTTP server for a Hono app, with every way a request can be malformed answered:
 * what Node cannot parse (clientError), and what the adapter cannot make a Request of (a bad
 * Host, a target like `//[`). `headers` go on every answer, set before anything answers.
 */
export function nodeServer(app: Hono<AppEnv>, headers: Record<string, string> = {}): Server {
  const listener = getRequestListener(app.fetch, {
    errorHandler: () =>
      problemResponse(400, { type: "request_error", code: "invalid_request", message: "The request is malformed." }),
  });
  const always = Object.entries(headers);
  const server = createServer((req, res) => {
    for (const [name, value] of always) res.setHeader(name, value);
    void listener(req, res);
  });
  server.on("clientError", answerClientError);
  return server;
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/**
 * Node could not parse a request: answer in the service's error shape (if nothing has been
 * written on this connection yet, as Node's own default does) and close.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || !socket.writable || socket.bytesWritten > 0) return void socket.destroy();
  const [status, reason] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "Bad Request"];
  const body = JSON.stringify({
    error: { message: reason, type: "request_error", code: "invalid_request", param: null },
  });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}
