import type { IncomingHttpHeaders } from "node:http";
import { Pool } from "undici";
import { SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import type { Upstream } from "./config.ts";
import { passOverContinue } from "./pass-over-continue.ts";
import type { Redactor } from "./redact-stream.ts";
import type { ServiceToken } from "./service-token.ts";

/** The real service, as the proxy and the file proxy reach it: one keep-alive pool to its origin. */
export type UpstreamClient = {
  pool: Pool;
  origin: string;
  /** The server holds the token (service-token.ts): pages never send theirs. */
  held: boolean;
  /** The server's token now, read at each call (an owner may change it); null when the token is the browser's. */
  readonly token: string | null;
  /** Cuts the server's own token from what the service sends back; null when the token is the browser's. */
  readonly redactor: Redactor | null;
  /** Settled once the server's token has been read from the workspace. */
  tokenReady: Promise<void>;
  timeoutMs: number;
  totalMs: number;
  submitPath: string;
  queryPath(requestId: string): string;
};

export function upstreamClient(upstream: Upstream, token: ServiceToken): UpstreamClient {
  const base = new URL(upstream.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, "");
  return {
    pool: new Pool(base.origin, {
      connect: passOverContinue({ timeout: upstream.timeoutMs }),
      headersTimeout: upstream.timeoutMs,
      bodyTimeout: upstream.timeoutMs,
    }),
    origin: base.origin,
    held: token.held,
    get token() {
      return token.current();
    },
    get redactor() {
      return token.redactor();
    },
    tokenReady: token.ready,
    timeoutMs: upstream.timeoutMs,
    totalMs: upstream.totalMs,
    submitPath: `${prefix}${SUBMIT_PATH}`,
    queryPath: (requestId) => `${prefix}${taskPath(requestId)}`,
  };
}

/**
 * What goes up, and nothing else: the token (the server's, or the browser's passed through),
 * the body's type and length, and what the page accepts. Cookies, the page's address,
 * forwarding and proxy headers are this site's business. The User-Agent is the proxy's own:
 * gateways in front of APIs often refuse requests without one, and the browser's would only
 * tell the service about the person. Accept-Encoding is identity: answers come uncompressed, so
 * the server's token can be found in them (one that comes compressed anyway: redact-answer.ts).
 */
export function upstreamHeaders(
  headers: IncomingHttpHeaders,
  client: { held: boolean; readonly token: string | null },
): Record<string, string> {
  const up: Record<string, string> = {
    "user-agent": "Taskdeck-proxy",
    accept: headers.accept ?? "application/json",
    "accept-encoding": "identity",
  };
  // A server that holds the token never passes a page's on, even while it has none itself.
  const authorization = client.held ? client.token && `Bearer ${client.token}` : headers.authorization;
  if (authorization) up.authorization = authorization;
  if (headers["content-type"]) up["content-type"] = headers["content-type"];
  if (headers["content-length"]) up["content-length"] = headers["content-length"];
  return up;
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** True for a JSON media type (`application/json`, `application/problem+json`, with parameters or not). */
const isJsonType = (type: string | string[] | undefined): boolean => JSON_TYPE.test(String(type ?? ""));
const PASSED_BACK = /^(?:content-length|content-encoding|retry-after|x-request-id|(?:x-)?ratelimit-[\w-]+)$/;

/**
 * What comes back: the body's type, and the few headers a client acts on (Retry-After, rate
 * limits, the request id for support), and the body's encoding (with the token held, an answer
 * compressed anyway never gets this far: redact-answer.ts). Never the service's CSP, frame or cookie headers: this
 * server's own apply. An answer that is not JSON goes back as a download, never as a page of
 * this origin; its own type is kept in X-Upstream-Content-Type (the page recognises a gateway's
 * HTML error page by its text).
 */
export function returnedHeaders(
  headers: Record<string, string | string[] | undefined>,
  scrub: ((text: string) => string) | null,
): Record<string, string> {
  const back: Record<string, string> = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
  for (const [name, value] of Object.entries(headers)) {
    if (!PASSED_BACK.test(name) || value === undefined) continue;
    if (name === "content-length" && scrub) continue;
    back[name] = String(value);
  }
  const type = String(headers["content-type"] ?? "");
  if (isJsonType(type)) back["content-type"] = type;
  else {
    back["content-type"] = "application/octet-stream";
    back["content-disposition"] = "attachment";
    if (type) back["x-upstream-content-type"] = type.replace(/[^\x20-\x7e]/g, "").slice(0, 200);
  }
  if (scrub) for (const name of Object.keys(back)) back[name] = scrub(back[name]!);
  return back;
}
