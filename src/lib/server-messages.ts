import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { readErrorBody } from "../contract/error-body.ts";
import { isServerProblemCode, type ServerProblemCode } from "../contract/server-problems.ts";

// What this app's server means by each of its own refusals, for people, in the page's language.
// Its English texts name details (the service's origin, limits in bytes) meant for curl users.
const SERVER_MESSAGES: Record<ServerProblemCode, MessageDescriptor> = {
  request_too_large: msg`The request is larger than this server forwards: use smaller images.`,
  authentication_failed: msg`No access token was sent: add one in Connection settings.`,
  upstream_timeout: msg`The service did not answer this server in time.`,
  upstream_answer_unreadable: msg`The service's answer was compressed or not UTF-8, so this server could not check it and did not pass it on.`,
  upstream_protocol_error: msg`The service sent this server an answer that is not valid HTTP.`,
  upstream_unreachable: msg`This server could not reach the service, or lost the connection before it answered.`,
  service_token_missing: msg`This server holds no service token yet: an owner sets one on the People and access page.`,
  not_a_result: msg`That address is not a result file of this task.`,
  file_host_refused: msg`This server does not fetch files from that host.`,
  file_unreachable: msg`The file's host did not answer this server in time, or refused.`,
  file_host_broken: msg`The file's host sent a broken answer.`,
  file_too_large: msg`The file is larger than this server passes on.`,
  task_unavailable: msg`The service would not say which files this task has.`,
  archive_off: msg`This workspace keeps no copies of result files.`,
  task_not_completed: msg`Only a completed task's files are kept: this one has not completed.`,
  no_result_files: msg`This task delivered no file to keep.`,
  cross_site_request: msg`This server refused the request: it answers only its own page.`,
  unsupported_media_type: msg`This server accepts only JSON here.`,
  host_not_allowed: msg`This server does not answer to this address.`,
};

/**
 * What an error answer says, for people: this server's own refusals in the page's language
 * (chosen by their code), anything else in the words it came with; null when it says nothing.
 * Worded at call time, in the language active then.
 */
export function errorAnswerText(body: unknown): string | null {
  const said = readErrorBody(body);
  if (!said) return null;
  return serverProblemText(said.code) ?? said.message;
}

/** One of this server's own refusals, by its code, in the page's language; null for any other code. */
export function serverProblemText(code: string | null | undefined): string | null {
  return isServerProblemCode(code) ? i18n._(SERVER_MESSAGES[code]) : null;
}
