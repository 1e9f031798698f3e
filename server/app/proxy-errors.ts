import type { IncomingHttpHeaders } from "node:http";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import type { ServerProblemCode } from "../../src/contract/server-problems.ts";
import { problemResponse } from "../http/answers.ts";
import { Unreadable } from "./redact-answer.ts";

// Answers made by this server rather than the service use the service's own error body,
// so the app shows them like any other failure. Their codes are the contract's (server-problems.ts):
// the page words each in its own language; the English message here is for curl users.

/** A time limit reached: `waited` says which, for the message. */
export class UpstreamTimeout extends Error {
  constructor(readonly waited: string) {
    super(waited);
  }
}
export class TooLarge extends Error {}
export class BadStatus extends Error {}

export function bodyTooLarge(): Response {
  return problemResponse(
    413,
    {
      type: "request_error",
      code: "request_too_large" satisfies ServerProblemCode,
      message: `The request body is over ${MAX_SUBMIT_BODY_BYTES} bytes, more than the largest image the service takes: this server does not forward it.`,
    },
    { Connection: "close" },
  );
}

/**
 * With the token passed through, a request without one is answered here (401), before its body
 * is read or anything is sent on: the service would refuse it anyway. A server that holds the
 * token and has none yet (an owner has not set it) sends nothing, and never a page's own (503).
 */
export function tokenRefusal(
  headers: IncomingHttpHeaders,
  client: { held: boolean; readonly token: string | null },
): Response | null {
  if (client.held)
    return client.token
      ? null
      : problemResponse(503, {
          type: "upstream_error",
          code: "service_token_missing" satisfies ServerProblemCode,
          message: "This server holds no service token yet: an owner sets one on the People and access page.",
        });
  if (/^Bearer\s+\S/i.test(headers.authorization ?? "")) return null;
  return problemResponse(401, {
    type: "authentication_error",
    code: "authentication_failed" satisfies ServerProblemCode,
    message: "Missing Authorization header: send Authorization: Bearer <token> (the service's access token).",
  });
}

const upstreamError = (status: number, code: ServerProblemCode, message: string) =>
  problemResponse(status, { type: "upstream_error", code, message });

/** The answer for a call to the service that failed before its answer began. */
export function upstreamFailure(error: unknown, reason: unknown, origin: string, timeoutMs: number): Response {
  const code = (error as { code?: string } | null)?.code;
  if (reason instanceof TooLarge) return bodyTooLarge();
  if (reason instanceof UpstreamTimeout)
    return upstreamError(504, "upstream_timeout", `The service at ${origin} did not answer within ${reason.waited}.`);
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT")
    return upstreamError(
      504,
      "upstream_timeout",
      `The service at ${origin} did not answer within ${timeoutMs / 1000} s.`,
    );
  if (error instanceof Unreadable)
    return upstreamError(
      502,
      "upstream_answer_unreadable",
      `The service at ${origin} sent ${error.message}, which this server cannot check for its token: not passed on.`,
    );
  if (error instanceof BadStatus)
    return upstreamError(502, "upstream_protocol_error", `The service at ${origin} answered with ${error.message}.`);
  // A reset may come after the service received the request: say so, a task may exist.
  if (code === "UND_ERR_SOCKET" || code === "ECONNRESET")
    return upstreamError(
      502,
      "upstream_unreachable",
      `The service at ${origin} closed the connection before answering (${code}).`,
    );
  if (!code || code === "ERR_ASSERTION" || code.startsWith("HPE_") || /HTTP\/1\.1 protocol/.test(String(error)))
    return upstreamError(
      502,
      "upstream_protocol_error",
      `The service at ${origin} sent an answer that is not valid HTTP.`,
    );
  return upstreamError(502, "upstream_unreachable", `The service at ${origin} could not be reached (${code}).`);
}
