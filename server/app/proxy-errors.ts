import type { ServerResponse } from "node:http";
import { sendError } from "../sandbox/http.ts";

// Answers made by this server rather than the service use the service's own error body,
// so the app shows them like any other failure.

export function upstreamUnreachable(res: ServerResponse, origin: string, code: string | undefined) {
  // A reset may come after the service received the request: say so, a task may exist.
  const what = code === "ECONNRESET" ? "closed the connection before answering" : "could not be reached";
  sendError(res, 502, {
    type: "upstream_error",
    code: "upstream_unreachable",
    message: `The service at ${origin} ${what}${code ? ` (${code})` : ""}.`,
  });
}

export function upstreamTimeout(res: ServerResponse, origin: string, seconds: number) {
  sendError(res, 504, {
    type: "upstream_error",
    code: "upstream_timeout",
    message: `The service at ${origin} did not answer within ${seconds} s.`,
  });
}

export function bodyTooLarge(res: ServerResponse, limitBytes: number) {
  sendError(res, 413, {
    type: "request_error",
    code: "request_too_large",
    message: `The request body is larger than this server forwards (${Math.round(limitBytes / 1024 / 1024)} MB).`,
  });
}
