import type { MiddlewareHandler } from "hono";
import { ACCESS_PAGES } from "../../src/contract/access.ts";
import { SHARE_PAGE } from "../../src/contract/shares.ts";
import type { AppEnv } from "../http/env.ts";
import { sendResponse, type NodeHandler } from "../http/node-handler.ts";
import type { Gate } from "./gate.ts";
import { API_PREFIXES, needOf, stricter } from "./route-roles.ts";

/** The access pages' paths (access.html answers each). */
export const ACCESS_PAGE_PATHS: readonly string[] = Object.values(ACCESS_PAGES);

/** Whether access.html answers this path whoever asks: an access page, or a share link's page (`/s/<token>`, anyone's). */
export const isAccessPagePath = (path: string) => ACCESS_PAGE_PATHS.includes(path) || path.startsWith(SHARE_PAGE);

/** A browser opening a page (not a script's call, not an asset): it gets the sign-in page when it may not see the app. */
export const isNavigation = (method: string, path: string, accept: string | undefined) =>
  (method === "GET" || method === "HEAD") &&
  !API_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
  /\btext\/html\b/.test(accept ?? "");

/**
 * Every request meets the gate first: refused when its route needs more than who asks may do,
 * else `who` is set for the route. A page opened by someone who may not see the app gets the
 * access page instead (`accessPage` answers it; the Vite servers rewrite the path themselves).
 */
export function gateMiddleware(
  gate: Gate,
  accessPage?: (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => Response,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { method, path } = c.req;
    const headers = c.env.incoming.headers;
    const checked = await gate.check(method, path, headers);
    if (checked.refused) return checked.refused;
    c.set("who", checked.who);
    if (accessPage && isNavigation(method, path, headers.accept) && (isAccessPagePath(path) || !checked.who))
      return accessPage(c);
    await next();
  };
}

/** A route answered on Node's own request (the proxy's hot path, server/http/node-server.ts), behind the gate too. */
export function gated(gate: Gate | null, handle: NodeHandler): NodeHandler {
  if (!gate) return handle;
  return async (incoming, outgoing) => {
    const method = incoming.method ?? "GET";
    // The path as routed (dot segments resolved) and as sent, which the proxy acts on: the stricter rule of the two.
    const raw = (incoming.url ?? "/").split("?")[0]!;
    const path = new URL(raw, "http://localhost").pathname;
    const checked = await gate.check(
      method,
      path,
      incoming.headers,
      stricter(needOf(method, path), needOf(method, raw)),
    );
    if (checked.refused) return sendResponse(outgoing, checked.refused);
    return handle(incoming, outgoing);
  };
}
