import type { ServerProblemCode } from "../../src/contract/server-problems.ts";
import { DUPLICATE_CODE, DUPLICATE_CONFIRMED_HEADER } from "../../src/contract/duplicate-guard.ts";
import type { DuplicateRefusal } from "../../src/contract/duplicate-refusal.ts";
import { errorBody } from "../../src/contract/error-body.ts";
import {
  WORKSPACE_FULL_CODE,
  WORKSPACE_FULL_STATUS,
  WORKSPACE_UNAVAILABLE_CODE,
} from "../../src/contract/workspace-refusals.ts";
import { problemResponse } from "../http/answers.ts";
import type { KeptAnswer } from "../workspace/submissions.ts";

// The journal's answers: kept ones given again with their headers, and its own refusals.

/** The headers of an answer worth keeping with it (what the proxy passes back, bar its length). */
const KEPT_HEADERS = ["content-type", "content-disposition", "retry-after", "x-request-id", "x-upstream-content-type"];

export async function keptAnswer(response: Response): Promise<KeptAnswer> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, answer: await response.text(), headers };
}

/** A kept answer as sent the first time; `again` marks a replay (`Idempotent-Replayed: true`). */
export function replay({ status, answer, headers }: KeptAnswer, again = true): Response {
  const head: Record<string, string> = { "cache-control": "no-store", "x-content-type-options": "nosniff", ...headers };
  if (again) head["idempotent-replayed"] = "true";
  return new Response(answer, { status, headers: head });
}

export const invalidKey = (message = "An Idempotency-Key is 8 to 128 letters, digits and . _ : -") =>
  problemResponse(422, { type: "request_error", code: "invalid_idempotency_key", message });

// Worded by the page as any answer that never came: the first attempt's task may exist.
export const outcomeUnknown = () =>
  problemResponse(504, {
    type: "upstream_error",
    code: "upstream_unreachable" satisfies ServerProblemCode,
    message:
      "The first submission with this Idempotency-Key got no answer from the service, so a task may exist; it was not sent again.",
  });

/** The same body went under another key within the guard's window: asked, not sent (duplicate-guard.ts). */
export function duplicateRefusal(duplicate: DuplicateRefusal): Response {
  const message = `The same request was sent ${Math.round(duplicate.age_ms / 1000)} s ago in this workspace; send it with ${DUPLICATE_CONFIRMED_HEADER}: 1 to pay for it again.`;
  const body = { ...errorBody({ type: "request_error", code: DUPLICATE_CODE, message, param: null }), duplicate };
  return new Response(JSON.stringify(body), {
    status: 409,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * The journal could not be written (its database away or full): nothing was sent, nothing lost.
 * The page words it by its code.
 */
export const workspaceUnavailable = () =>
  problemResponse(503, {
    type: "server_resource_error",
    code: WORKSPACE_UNAVAILABLE_CODE,
    message: "The workspace's database could not be written, so nothing was sent. Try again once it answers.",
  });

/**
 * The workspace holds as many tasks as its server allows (WORKSPACE_MAX_TASKS): nothing was
 * written or sent. The page words it by its code; `more` says what else was asked (a batch).
 */
export const workspaceFull = ({ held, max }: { held: number; max: number }, more = "so nothing was sent.") =>
  problemResponse(WORKSPACE_FULL_STATUS, {
    type: "server_resource_error",
    code: WORKSPACE_FULL_CODE,
    message: `The workspace holds ${held} tasks, and its server allows ${max} (WORKSPACE_MAX_TASKS): ${more} Archive old tasks or raise WORKSPACE_MAX_TASKS.`,
  });
