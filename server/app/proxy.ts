import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import { pipeline } from "node:stream";
import type { Middleware } from "../sandbox/handler.ts";
import type { Upstream } from "./config.ts";
import { bodyTooLarge, upstreamTimeout, upstreamUnreachable } from "./proxy-errors.ts";
import type { SeenUrls } from "./seen-urls.ts";

export const API_PREFIX = "/api/v1/tasks/";
/** Two 10 MB images as base64 and a prompt fit with room to spare. */
export const MAX_FORWARD_BYTES = 64 * 1024 * 1024;
const MAX_SCAN_BYTES = 8 * 1024 * 1024;

const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];
// Cookies and the page's address are this site's business, not the service's. Answers come
// uncompressed so their result URLs can be read on the way through (they are small JSON).
const NOT_FORWARDED = new Set([...HOP_BY_HOP, "host", "cookie", "origin", "referer", "accept-encoding"]);
const NOT_RETURNED = new Set([...HOP_BY_HOP, "set-cookie"]);

class Timeout extends Error {}
class TooLarge extends Error {}

/** Forwards `/api/v1/tasks/…` to the real service, streamed both ways. */
export function createProxy(upstream: Upstream, seen: SeenUrls): Middleware {
  const base = new URL(upstream.baseUrl);
  return (req, res, next) => {
    if (!req.url?.startsWith(API_PREFIX)) return next();
    forward(upstream, new URL(base.pathname.replace(/\/$/, "") + req.url, base.origin), seen, req, res);
  };
}

function forward(upstream: Upstream, target: URL, seen: SeenUrls, req: IncomingMessage, res: ServerResponse) {
  if (Number(req.headers["content-length"]) > MAX_FORWARD_BYTES) {
    req.resume();
    return bodyTooLarge(res, MAX_FORWARD_BYTES);
  }
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const outgoing = send(target, { method: req.method, headers: forwardedHeaders(req.headers, upstream.token) });
  const fail = (error: Error) => outgoing.destroy(error);
  // Until the first byte of the answer, then for any pause in either direction.
  const waiting = setTimeout(() => fail(new Timeout()), upstream.timeoutMs);
  outgoing.setTimeout(upstream.timeoutMs, () => fail(new Timeout()));

  outgoing.on("response", (incoming) => {
    clearTimeout(waiting);
    res.writeHead(incoming.statusCode ?? 502, returnedHeaders(incoming.headers));
    const scanned = collectJson(incoming);
    pipeline(incoming, res, (error) => {
      if (!error) seen.addFrom(scanned.json());
    });
  });
  outgoing.on("error", (error: NodeJS.ErrnoException) => {
    clearTimeout(waiting);
    req.unpipe(outgoing);
    req.resume();
    // Once the status line is out, dropping the connection is the only honest signal left.
    if (res.headersSent) return res.destroy();
    const origin = target.origin;
    if (error instanceof Timeout) upstreamTimeout(res, origin, upstream.timeoutMs / 1000);
    else if (error instanceof TooLarge) bodyTooLarge(res, MAX_FORWARD_BYTES);
    else upstreamUnreachable(res, origin, error.code);
  });
  res.on("close", () => {
    if (!res.writableFinished) outgoing.destroy();
  });

  let size = 0;
  req.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_FORWARD_BYTES) fail(new TooLarge());
  });
  req.pipe(outgoing);
}

function forwardedHeaders(headers: IncomingHttpHeaders, token: string | null): IncomingHttpHeaders {
  const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_FORWARDED.has(name)));
  if (token) forwarded.authorization = `Bearer ${token}`;
  return forwarded;
}

function returnedHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const returned = Object.entries(headers).filter(
    ([name]) => !NOT_RETURNED.has(name) && !name.startsWith("access-control-"),
  );
  return { "cache-control": "no-store", ...Object.fromEntries(returned) };
}

/** Keeps a copy of a JSON answer (up to a limit) as it streams past, to learn its result URLs. */
function collectJson(incoming: IncomingMessage): { json(): unknown } {
  const chunks: Buffer[] = [];
  let size = 0;
  const wanted = /\bjson\b/i.test(incoming.headers["content-type"] ?? "");
  if (wanted)
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_SCAN_BYTES) chunks.push(chunk);
    });
  return {
    json: () => {
      if (!wanted || size > MAX_SCAN_BYTES) return undefined;
      try {
        return JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
      } catch {
        return undefined;
      }
    },
  };
}
