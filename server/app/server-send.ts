import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import type { AppContext } from "../http/env.ts";
import type { Sandbox } from "../sandbox/handler.ts";
import type { SendCell } from "../workspace/run-sender.ts";
import type { ServerConfig } from "./config.ts";
import { forwardWhole } from "./forward-whole.ts";
import { keptAnswer } from "./journal-answers.ts";
import type { SendSubmission } from "./journaled-submit.ts";
import { KEPT_HOST } from "./sandbox-check.ts";
import { sandboxSender } from "./sandbox-sender.ts";
import { callbackUrl, withCallback } from "./task-callbacks.ts";
import { upstreamClient } from "./upstream.ts";
import { tokenRefusal } from "./proxy-errors.ts";
import type { ServiceToken } from "./service-token.ts";

/**
 * The server's own submissions (a run's cells, with no page asking): through the same way a
 * page's journaled submission goes (the sandbox in this process, or the service with the token
 * held here), with a callback_url when the server has a public URL. Null where the server holds
 * no token to send with: its runs stay with its pages.
 */
export function serverSend(config: ServerConfig, sandbox: Sandbox | null, token: ServiceToken): SendCell | null {
  const client = config.upstream?.held ? upstreamClient(config.upstream, token) : null;
  const way = sandbox ? sandboxSender(sandbox) : client ? forwardWhole(client) : null;
  if (!way) return null;
  const headers: Record<string, string> = {
    host: KEPT_HOST,
    "content-type": "application/json",
    accept: "application/json",
  };
  if (sandbox) headers.authorization = `Bearer ${sandbox.state.token}`;
  return async (key, body, secret) => {
    // No token yet: nothing goes, and the run pauses on the refusal as on a failing service's.
    const refused = client && (await client.tokenReady, tokenRefusal({}, client));
    if (refused) return keptAnswer(refused);
    const bytes = new TextEncoder().encode(body).buffer;
    const request = asked(headers);
    const sent = await way(
      config.publicUrl ? withCallback(bytes, callbackUrl(config.publicUrl, key, secret)) : bytes,
      request.c,
    );
    // The sandbox logs a request's status once its answer is out, as a page's is.
    request.answered(sent.answered ? sent.response.status : null);
    return sent.answered ? keptAnswer(sent.response) : null;
  };
}

/** A submission's request as the ways read it (its head; the body goes beside it), and its answer's end. */
function asked(headers: Record<string, string>) {
  const url = `http://${KEPT_HOST}${SUBMIT_PATH}`;
  const socket = { destroy() {}, remoteAddress: "127.0.0.1" };
  const incoming = Object.assign(new EventEmitter(), { method: "POST", url: SUBMIT_PATH, headers, socket });
  const outgoing = Object.assign(new EventEmitter(), { statusCode: 0 });
  const env = { incoming: incoming as unknown as IncomingMessage, outgoing: outgoing as unknown as ServerResponse };
  const c = { env, req: { url, raw: new Request(url, { method: "POST", headers }) } } as unknown as AppContext;
  const answered = (status: number | null) => {
    if (status !== null) outgoing.statusCode = status;
    outgoing.emit(status === null ? "close" : "finish");
  };
  return { c: c as Parameters<SendSubmission>[1], answered };
}
