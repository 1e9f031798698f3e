import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { SendSubmission } from "./journaled-submit.ts";
import type { Sandbox } from "../sandbox/handler.ts";

/**
 * The sandbox as the journal's way to the service, in this process. The sandbox reads a
 * submission from Node's request stream, which the journal has read already: it gets one that
 * holds the same body, with the same head.
 */
const ALREADY_SENT_HEADER = [...RESPONSE_ALREADY_SENT.headers.keys()][0]!;

export function sandboxSender(sandbox: Sandbox): SendSubmission {
  return async (body, c) => {
    const { incoming } = c.env;
    const again = Object.assign(Readable.from([Buffer.from(body)]), {
      headers: incoming.headers,
      url: incoming.url,
      method: "POST",
      socket: incoming.socket,
    }) as unknown as IncomingMessage;
    const request = new Request(c.req.url, { method: "POST", body, headers: c.req.raw.headers });
    const response = await sandbox.app.fetch(request, { ...c.env, incoming: again });
    // A fault that drops the connection answers nothing (the task may exist): as a service that never answered.
    // (Hono may pass it on as a copy with the middleware's headers added: its marker header tells.)
    const dropped = wasDropped(response);
    return { response: dropped ? RESPONSE_ALREADY_SENT : response, answered: !dropped };
  };
}

/** The sandbox dropped the connection (a `drop` fault): no answer. Hono may pass the marker on as a copy. */
export const wasDropped = (response: Response) => response.headers.get(ALREADY_SENT_HEADER) === "true";
