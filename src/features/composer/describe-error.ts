import { t } from "@lingui/core/macro";
import { readErrorBody } from "../../contract/error-body.ts";
import { ApiError } from "../../lib/api-error.ts";
import type { Remedy } from "../../lib/deck-entry.ts";
import { redact } from "../../contract/redact.ts";
import { clause, sentence } from "../../lib/sentences.ts";

export type ErrorReport = {
  message: string;
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

/**
 * Puts a failed submission into words for the person at the form, in the language of the moment
 * (the service's own words stay as it said them). The token is never echoed.
 */
export function describeSubmitError(error: unknown, token: string): ErrorReport {
  const report = (message: string, more: Partial<ErrorReport> = {}): ErrorReport => ({
    message: redact(message, token),
    param: null,
    auth: false,
    outcomeUnknown: false,
    retryable: false,
    serverFailed: false,
    ...more,
  });
  if (!(error instanceof ApiError)) {
    const reason = String((error as Error)?.message ?? error);
    return report(sentence(t`Something went wrong: ${reason}`));
  }
  const httpStatus = error.status;
  // What the service said, in whichever shape it said it; an empty body says nothing.
  const said = readErrorBody(error.body);
  const param = said?.param ?? null;
  const status = String(httpStatus);
  const what = clause(said?.message ?? (param ? t`${param} was not accepted` : t`no reason given (HTTP ${status})`));
  const checkFirst = t`The service may have received the request — check the task list before sending it again.`;
  const unknown = { outcomeUnknown: true, retryable: true };
  switch (error.kind) {
    case "network":
      return report(t`No answer: the connection failed or was dropped. ${checkFirst}`, unknown);
    case "timeout":
      return report(t`No answer before the time-out. ${checkFirst}`, unknown);
    case "invalid-response": {
      const answered = httpStatus ?? "?";
      const reason = clause(error.message);
      return report(
        t`The service answered HTTP ${answered} but not with a readable task record (${reason}). It may have created the task — check before sending again.`,
        unknown,
      );
    }
    case "rejected": {
      const reason = clause(error.message);
      return report(sentence(t`The service refused the request: ${reason}`), { param });
    }
    case "http":
      break;
  }
  const html = typeof error.body === "string" && /<html|<!doctype/i.test(error.body);
  if (httpStatus === 401)
    return report(t`The access token is missing or was rejected. Check it in the connection settings.`, { auth: true });
  if (httpStatus === 400) return report(sentence(t`The service rejected the request: ${what}`), { param });
  if (httpStatus === 413) return report(t`The request is too large for the service: use smaller images.`);
  if (httpStatus === 429) {
    const told = sentence(t`Too many requests (HTTP 429): ${what}`);
    return report(t`${told} Wait a moment, then try again.`, { retryable: true });
  }
  if (html)
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
