import { isRequestId, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { methodNotAllowed, notFound, problemResponse } from "./answers.ts";

export type ApiRoute = { route: "submit" } | { route: "query"; requestId: string };

/**
 * Reads the task API's two routes from a raw request target, or answers why it is neither:
 * the path must be exactly `SUBMIT_PATH` or `SUBMIT_PATH/{request_id}` as sent, with one
 * segment that decodes to a request_id (no `..`, no encoded `/` or `\`, no control
 * characters). The query string is dropped: neither route has one.
 */
export function apiRoute(target: string, method: string): ApiRoute | Response {
  const path = target.split("?", 1)[0]!;
  if (path === SUBMIT_PATH) return method === "POST" ? { route: "submit" } : methodNotAllowed("POST");
  if (!path.startsWith(`${SUBMIT_PATH}/`))
    return notFound(
      "No such endpoint: the task API is POST /api/v1/tasks/generations and GET /api/v1/tasks/generations/{request_id}.",
    );
  const segment = path.slice(SUBMIT_PATH.length + 1);
  if (!segment || segment.includes("/")) return notFound("No such endpoint.");
  let requestId: string;
  try {
    requestId = decodeURIComponent(segment);
  } catch {
    return badRequestId("The request_id in the path is not valid percent-encoding.");
  }
  // No task can have such an id: as for any unknown id, 404 (and nothing is asked upstream).
  if (!isRequestId(requestId))
    return problemResponse(404, {
      type: "not_found_error",
      code: "task_not_found",
      param: "request_id",
      message: "No task has such a request_id: it holds characters no request_id has.",
    });
  return method === "GET" ? { route: "query", requestId } : methodNotAllowed("GET");
}

function badRequestId(message: string): Response {
  return problemResponse(400, { type: "request_error", code: "invalid_request_id", param: "request_id", message });
}
