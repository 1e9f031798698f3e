/**
 * The codes of the answers this app's own server makes (its proxy and its file proxy), as
 * opposed to the service's. The server sends an English message with each, for curl users; the
 * page words each code in its own language (src/lib/server-messages.ts) and shows the server's
 * text only for a code it does not know. A code is written here once and used by both.
 */
export const SERVER_PROBLEM_CODES = [
  // The proxy (server/app/proxy-errors.ts).
  "request_too_large",
  "authentication_failed",
  "upstream_timeout",
  "upstream_answer_unreadable",
  "upstream_protocol_error",
  "upstream_unreachable",
  "service_token_missing",
  // The file proxy (server/app/file-proxy.ts, task-results.ts).
  "not_a_result",
  "file_host_refused",
  "file_unreachable",
  "file_host_broken",
  "file_too_large",
  "task_unavailable",
  // The archive's keeping on demand (server/archive/archive-request-route.ts).
  "archive_off",
  "task_not_completed",
  "no_result_files",
  // Every route (server/http).
  "cross_site_request",
  "unsupported_media_type",
  "host_not_allowed",
] as const;

export type ServerProblemCode = (typeof SERVER_PROBLEM_CODES)[number];

export function isServerProblemCode(code: unknown): code is ServerProblemCode {
  return (SERVER_PROBLEM_CODES as readonly unknown[]).includes(code);
}
