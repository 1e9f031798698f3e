import type { IncomingMessage, ServerResponse } from "node:http";
import { Transform } from "node:stream";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { apiRoute } from "../http/api-target.ts";
import { sendResponse, type NodeHandler } from "../http/node-handler.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import { BadStatus, bodyTooLarge, tokenRefusal, TooLarge, upstreamFailure, UpstreamTimeout } from "./proxy-errors.ts";
import { redactedAnswer, unreadableHead, Unreadable } from "./redact-answer.ts";
import { returnedHeaders, upstreamHeaders, type UpstreamClient } from "./upstream.ts";

/**
 * Forwards the task API's two routes to the real service and nothing else, streamed both
 * ways. Refusals (another site, a body that is not JSON, no token) are answered before a byte
 * of the body is read. Never retried: a submission that failed on the way may still have
 * created a task, and only the person can decide to send it again.
 */
export function createProxy(client: UpstreamClient, guard: GuardOptions): NodeHandler {
  // A Node handler, not a Hono one: this is the hot route, and it needs nothing of Hono's
  // (npm start calls it straight from the server; Hono mounts it for the Vite servers).
  return async (incoming, outgoing) => {
    const route = apiRoute(incoming.url ?? "", incoming.method ?? "");
    if (route instanceof Response) return sendResponse(outgoing, route);
    const { headers } = incoming;
    await client.tokenReady;
    const refused =
      crossSiteRefusal(headers, guard) ??
      (route.route === "submit" ? jsonBodyRefusal(headers) : null) ??
      tokenRefusal(headers, client) ??
      (Number(headers["content-length"]) > MAX_SUBMIT_BODY_BYTES ? bodyTooLarge() : null);
    if (refused) return sendResponse(outgoing, refused);
    const failed =
      route.route === "submit"
        ? await forward(client, incoming, outgoing, "POST", client.submitPath)
        : await forward(client, incoming, outgoing, "GET", client.queryPath(route.requestId));
    if (failed) return sendResponse(outgoing, failed);
  };
}

/** Streams the call and its answer; a Response when the call failed before its answer began. */
async function forward(
  client: UpstreamClient,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  method: "POST" | "GET",
  path: string,
): Promise<Response | null> {
  const abort = new AbortController();
  // Until the answer begins; after that undici's bodyTimeout bounds each pause, and `total` all.
  const waiting = setTimeout(() => abort.abort(new UpstreamTimeout(`${client.timeoutMs / 1000} s`)), client.timeoutMs);
  const total = setTimeout(() => abort.abort(new UpstreamTimeout(`${client.totalMs / 1000} s in all`)), client.totalMs);
  // The client hung up before the answer was through: stop the call (no error made otherwise).
  const hungUp = () => {
    if (!outgoing.writableFinished) abort.abort();
  };
  outgoing.once("close", hungUp);
  const { redactor } = client;
  try {
    await client.pool.stream(
      {
        path,
        method,
        headers: upstreamHeaders(incoming.headers, client),
        body: method === "POST" ? bodyOf(incoming, abort) : null,
        signal: abort.signal,
      },
      // Called for the final answer only: undici passes over 1xx answers (to an onInfo we need not).
      ({ statusCode, headers }) => {
        clearTimeout(waiting);
        if (!Number.isInteger(statusCode) || statusCode < 200 || statusCode > 599)
          throw new BadStatus(`status ${statusCode}`);
        const back = returnedHeaders(headers, redactor?.text ?? null);
        if (!redactor) {
          // The browser's own token: its answer goes as the service sent it, encoding and all.
          outgoing.writeHead(statusCode, back);
          return outgoing;
        }
        const unreadable = unreadableHead(headers);
        if (unreadable) throw new Unreadable(unreadable);
        return redactedAnswer(outgoing, statusCode, back, redactor.scrubber());
      },
    );
  } catch (error) {
    if (outgoing.headersSent || outgoing.destroyed) outgoing.destroy();
    else return upstreamFailure(error, abort.signal.reason, client.origin, client.timeoutMs);
  } finally {
    clearTimeout(waiting);
    clearTimeout(total);
    outgoing.off("close", hungUp);
  }
  return null;
}

/**
 * The request body on its way up. With a Content-Length (already checked against
 * MAX_SUBMIT_BODY_BYTES) Node's parser delivers exactly that many bytes, so it goes as it is; a
 * chunked body has no length to check first, so it is counted and stopped past the cap.
 */
function bodyOf(incoming: IncomingMessage, abort: AbortController): IncomingMessage | Transform {
  return incoming.headers["content-length"] !== undefined ? incoming : capped(incoming, abort);
}

function capped(incoming: IncomingMessage, abort: AbortController): Transform {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size <= MAX_SUBMIT_BODY_BYTES) return done(null, chunk);
      abort.abort(new TooLarge());
      done(new TooLarge());
    },
  });
  incoming.pipe(counter);
  return counter;
}
