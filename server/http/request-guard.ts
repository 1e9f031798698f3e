import type { IncomingHttpHeaders } from "node:http";
import { problemResponse } from "./answers.ts";
import type { ServerProblemCode } from "../../src/contract/server-problems.ts";

export type GuardOptions = {
  /** Origins besides the page's own whose pages may call (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /**
   * The server adds its own token: then only the page itself may call, unless scripts are
   * allowed (PROXY_ALLOW_SCRIPTS), since a request that proves nothing about where it comes
   * from would spend that token.
   */
  requireSameOrigin: boolean;
};

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** True when `origin` (an Origin header) names this server as the client reached it, or an allowed origin. */
function isOwnOrigin(origin: string, headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  if (allowed.includes(origin)) return true;
  const host = header(headers, "host")?.toLowerCase();
  if (!host) return false;
  // A browser sends an origin serialised (lower case, default port left out), so comparing
  // strings is enough, and spares parsing a URL on every call.
  const sent = origin.toLowerCase();
  return sent === `http://${host}` || sent === `https://${host}`;
}

/**
 * Refuses (403) what a page on another site could make a browser send: an Origin that is not
 * this server's (or an allowed one), or a Sec-Fetch-Site saying cross-site or same-site. Runs
 * before anything is read or forwarded. null: go ahead.
 */
export function crossSiteRefusal(headers: IncomingHttpHeaders, options: GuardOptions): Response | null {
  const origin = header(headers, "origin");
  const site = header(headers, "sec-fetch-site");
  const own = origin !== undefined && isOwnOrigin(origin, headers, options.allowedOrigins);
  if (origin !== undefined && !own) return refuse(`Requests from ${origin.slice(0, 200)} are not accepted here.`);
  if (!own && (site === "cross-site" || site === "same-site"))
    return refuse("Requests from another site are not accepted here.");
  if (options.requireSameOrigin && !own && site !== "same-origin")
    return refuse(
      "This server adds its own access token, so it answers only its own page (a request with an Origin or " +
        "Sec-Fetch-Site: same-origin header). Scripts need PROXY_ALLOW_SCRIPTS=1 on the server.",
    );
  return null;
}

/** A submission must say it is JSON: a cross-site form or a no-cors fetch cannot. */
export function jsonBodyRefusal(headers: IncomingHttpHeaders): Response | null {
  if (/^application\/json\s*(;|$)/i.test(header(headers, "content-type") ?? "")) return null;
  return problemResponse(415, {
    type: "request_error",
    code: "unsupported_media_type" satisfies ServerProblemCode,
    message: "Send the body as Content-Type: application/json.",
  });
}

function refuse(message: string): Response {
  return problemResponse(403, {
    type: "permission_error",
    code: "cross_site_request" satisfies ServerProblemCode,
    message,
  });
}
