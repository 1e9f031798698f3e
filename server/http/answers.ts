import { shapedErrorBody, type ErrorDetail, type ErrorShape } from "../../src/contract/error-body.ts";
import type { AppContext } from "./env.ts";

export type Problem = Omit<ErrorDetail, "param"> & { param?: string | null };

/** What this server says when it refuses or fails: the service's own error body, so the page reads it like any other. */
export function problemResponse(status: number, problem: Problem, headers: Record<string, string> = {}): Response {
  return shapedProblemResponse(status, problem, "nested", headers);
}

/** An error answer in one of the shapes services use (the sandbox's faults answer each on demand). */
export function shapedProblemResponse(
  status: number,
  problem: Problem,
  shape: ErrorShape,
  headers: Record<string, string> = {},
): Response {
  const body = shapedErrorBody({ ...problem, param: problem.param ?? null }, shape);
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: {
      ...(body === null ? {} : { "Content-Type": "application/json; charset=utf-8" }),
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

export function jsonResponse(c: AppContext, status: 200 | 201, value: unknown, headers: Record<string, string> = {}) {
  return c.json(value, status, { "Cache-Control": "no-store", ...headers });
}

export function methodNotAllowed(allow: string): Response {
  return problemResponse(
    405,
    { type: "request_error", code: "method_not_allowed", message: `Use ${allow}.` },
    { Allow: allow },
  );
}

export function notFound(message = "Nothing here."): Response {
  return problemResponse(404, { type: "not_found_error", code: "not_found", message });
}
