import type { z } from "zod/mini";
import { readErrorBody } from "../contract/error-body.ts";

/**
 * An access route's refusal or failure, as it came: the status, the problem's code and message
 * (`{error: {type, code, message}}`, server/http/answers.ts), and Retry-After in seconds when
 * the server set it. Status 0: no answer at all (offline, the server down). Words for people are
 * made where it is shown (problem-words.ts).
 */
export class AccessError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "AccessError";
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls an access route on this page's own server, with its session cookie; a refusal throws an AccessError. */
export async function accessFetch(method: Method, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    throw new AccessError(0, null, String(cause));
  }
  if (!response.ok) throw await refusal(response);
  return response;
}

/** GETs an access route and checks its answer's shape: a wrong shape is an error, not a page that half works. */
export async function accessJson<T>(path: string, schema: z.ZodMiniType<T>): Promise<T> {
  const response = await accessFetch("GET", path);
  return schema.parse(await response.json());
}

async function refusal(response: Response): Promise<AccessError> {
  const json: unknown = await response.json().catch(() => null);
  const problem = readErrorBody(json);
  const wait = Number(response.headers.get("retry-after"));
  return new AccessError(
    response.status,
    problem?.code ?? null,
    problem?.message ?? response.statusText,
    Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : null,
  );
}
