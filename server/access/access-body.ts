import type { z } from "zod/mini";
import { problemResponse } from "../http/answers.ts";
import type { AppContext } from "../http/env.ts";
import { readJsonBody } from "../http/json-body.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import type { Gate } from "./gate.ts";
import { SESSION_COOKIE } from "./sessions.ts";

// What the access routes share: reading a small JSON body behind the origin check, the session
// cookie, the address a request came from.

const MAX_ACCESS_BYTES = 4096;

/** The body read with `schema` from this site's own page; or the answer that refuses it. */
export async function accessBody<T>(c: AppContext, guard: GuardOptions, schema: z.ZodMiniType<T>, shape: string) {
  const headers = c.env.incoming.headers;
  const refused = crossSiteRefusal(headers, guard) ?? jsonBodyRefusal(headers);
  if (refused) return { refused };
  return readJsonBody(c.req.raw.body, MAX_ACCESS_BYTES, schema, {
    tooLarge: `At most ${MAX_ACCESS_BYTES} bytes.`,
    shape,
  });
}

export const addressOf = (c: AppContext) => c.env.incoming.socket.remoteAddress ?? "";

/** The session's cookie: HttpOnly, SameSite=Lax, Secure over https, kept as long as a session may idle. */
export function sessionCookie(gate: Gate, id: string | null): string {
  const parts = [`${SESSION_COOKIE}=${id ?? ""}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  parts.push(`Max-Age=${id ? Math.floor(gate.config.idleMs / 1000) : 0}`);
  if (gate.config.secureCookies) parts.push("Secure");
  return parts.join("; ");
}

export const noContent = (cookie?: string) =>
  new Response(null, {
    status: 204,
    headers: { "Cache-Control": "no-store", ...(cookie ? { "Set-Cookie": cookie } : {}) },
  });

export const accessProblem = (status: 400 | 401 | 404 | 409 | 429, code: string, message: string, headers = {}) =>
  problemResponse(
    status,
    {
      type: status === 429 ? "rate_limit_error" : status === 401 ? "authentication_error" : "request_error",
      code,
      message,
    },
    headers,
  );
