import type { IncomingMessage, ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { AppContext } from "./env.ts";

/** A route answered on Node's own request and response, without a Request or Response made for it. */
export type NodeHandler = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<void>;

/** Writes a web Response (a refusal, an error made here) to Node's response. */
export async function sendResponse(outgoing: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  headers["content-length"] = String(body.length);
  outgoing.writeHead(response.status, headers).end(body);
}

/** The same handler as a Hono route, for the apps Hono serves (the Vite servers, the tests' in-process apps). */
export function honoRoute(handle: NodeHandler) {
  return async (c: AppContext) => {
    await handle(c.env.incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  };
}
