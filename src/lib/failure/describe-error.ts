import { t } from "@lingui/core/macro";
import { readErrorBody } from "../../contract/error-body.ts";
import type { SubmitFailure } from "../../contract/run.ts";
import { ApiError } from "../api-error.ts";
import { orphanedNote } from "../orphaned.ts";
import type { Remedy } from "../deck-entry.ts";
import { redact } from "../../contract/redact.ts";
import { clause, sentence } from "../sentences.ts";
import { serverProblemText } from "../server-messages.ts";
import type { ServerProblemCode } from "../../contract/server-problems.ts";
import { WORKSPACE_FULL_CODE, WORKSPACE_UNAVAILABLE_CODE } from "../../contract/workspace-refusals.ts";

export type ErrorReport = {
  message: string;
  /** What the message was worded from, to store and word again in another language. */
  failure: SubmitFailure;
  /** The form field named by the service's `param`, when there is one. */
  param: string | null;
  /** The token was missing or rejected: the connection settings should open. */
  auth: boolean;
  /** The service may have created the task although no usable answer came back. */
  outcomeUnknown: boolean;
  /** Sending again could help (the answer was not a refusal of this request). */
  retryable: boolean;
  /** The service or a gateway failed (5xx): the task was most likely not created. */
  serverFailed: boolean;
};

/** A failed submission's facts, to store and word later (the token taken out of what it says). */
export function submitFailureOf(error: unknown, token: string): SubmitFailure {
  if (!(error instanceof ApiError)) {
    const detail = redact(String((error as Error)?.message ?? error), token);
    return { kind: "other", status: null, said: null, param: null, detail, html: false };
  }
  // What the service said, in whichever shape it said it; an empty body says nothing.
  const said = readErrorBody(error.body);
  return {
    kind: error.kind,
    status: error.status,
    said: typeof said?.message === "string" ? redact(said.message, token) : null,
    code: typeof said?.code === "string" ? redact(said.code, token) : null,
    param: typeof said?.param === "string" ? redact(said.param, token) : null,
    detail: redact(error.message, token),
    html: typeof error.body === "string" && /<html|<!doctype/i.test(error.body),
  };
}

/** This server's codes for an answer it did not get from the service. */
const LOST_ANSWER: readonly ServerProblemCode[] = ["upstream_unreachable", "upstream_timeout"];

/**
 * Puts a failed submission into words for the person at the form, in the language of the moment
 * (the service's own words stay as it said them). The token is never echoed.
 */
export function describeSubmitError(error: unknown, token: string): ErrorReport {
  return describeSubmitFailure(submitFailureOf(error, token));
}

/** A stored failure's facts in words, in the interface's language now (call it while rendering). */
export function describeSubmitFailure(failure: SubmitFailure): ErrorReport {
  const report = (message: string, more: Partial<ErrorReport> = {}): ErrorReport => ({
    message,
    failure,
    param: null,
    auth: false,
    outcomeUnknown: false,
    retryable: false,
    serverFailed: false,
    ...more,
  });
  if (failure.kind === "other") {
    const reason = failure.detail;
    return report(sentence(t`Something went wrong: ${reason}`));
  }
  const httpStatus = failure.status;
  const param = failure.param;
  const status = String(httpStatus);
  // This server's own refusals (a proxy time-out, say) in the page's language; the service's as it said them.
  const said = serverProblemText(failure.code) ?? failure.said;
  const what = clause(said ?? (param ? t`${param} was not accepted` : t`no reason given (HTTP ${status})`));
  const checkFirst = t`The service may have received the request — check the task list before sending it again.`;
  const unknown = { outcomeUnknown: true, retryable: true };
  switch (failure.kind) {
    case "network":
      return report(t`No answer: the connection failed or was dropped. ${checkFirst}`, unknown);
    case "timeout":
      return report(t`No answer before the time-out. ${checkFirst}`, unknown);
    case "invalid-response": {
      const answered = httpStatus ?? "?";
      const reason = clause(failure.detail);
      return report(
        t`The service answered HTTP ${answered} but not with a readable task record (${reason}). It may have created the task — check before sending again.`,
        unknown,
      );
    }
    case "orphaned":
      return report(orphanedNote(), unknown);
    case "rejected": {
      const reason = clause(failure.detail);
      return report(sentence(t`The service refused the request: ${reason}`), { param });
    }
    case "http":
      break;
  }
  // This server's workspace refused it before writing or sending anything: not the service's failure.
  if (failure.code === WORKSPACE_FULL_CODE)
    return report(
      t`Not sent: the workspace holds as many tasks as its server allows. Ask whoever runs it to archive old tasks or raise WORKSPACE_MAX_TASKS.`,
    );
  // Failed on this server, not the service: a run stops on it as on a failing service.
  if (failure.code === WORKSPACE_UNAVAILABLE_CODE)
    return report(
      t`Not sent: this server could not write the workspace's database (it is unreachable or its disk is full). Try again once it answers.`,
      { retryable: true, serverFailed: true },
    );
  // This server lost the service's answer, or waited for it in vain (or, for a key it sent
  // before, the first attempt's): the service may have made the task all the same.
  if (LOST_ANSWER.includes(failure.code as ServerProblemCode))
    return report(`${sentence(what)} ${checkFirst}`, unknown);
  if (httpStatus === 401)
    return report(t`The access token is missing or was rejected. Check it in the connection settings.`, { auth: true });
  if (httpStatus === 400) return report(sentence(t`The service rejected the request: ${what}`), { param });
  if (httpStatus === 413) return report(t`The request is too large for the service: use smaller images.`);
  if (httpStatus === 429) {
    const told = sentence(t`Too many requests (HTTP 429): ${what}`);
    return report(t`${told} Wait a moment, then try again.`, { retryable: true });
  }
  if (failure.html)
    return report(
      t`The service answered HTTP ${status} with an error page instead of JSON — a gateway or proxy problem. Try again in a moment.`,
      { retryable: true, serverFailed: true },
    );
  if (httpStatus !== null && httpStatus >= 500) {
    const told = sentence(t`The service failed (HTTP ${status}): ${what}`);
    return report(t`${told} Try again in a moment.`, { retryable: true, serverFailed: true });
  }
  return report(sentence(t`The service answered HTTP ${status}: ${what}`), { param });
}

/** The action a refused submission's message names: the connection settings, or the field it names. */
export function remedyOf(report: ErrorReport): Remedy | null {
  if (report.auth) return { kind: "settings" };
  return report.param ? { kind: "field", param: report.param } : null;
}
