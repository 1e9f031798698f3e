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

const CHECK_FIRST = "The service may have received the request — check the task list before sending it again.";

/** Puts a failed submission into words for the person at the form. The token is never echoed. */
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
  if (!(error instanceof ApiError))
    return report(sentence(`Something went wrong: ${String((error as Error)?.message ?? error)}`));
  const status = error.status;
  // What the service said, in whichever shape it said it; an empty body says nothing.
  const said = readErrorBody(error.body);
  const param = said?.param ?? null;
  const what = clause(said?.message ?? (param ? `${param} was not accepted` : `no reason given (HTTP ${status})`));
  switch (error.kind) {
    case "network":
      return report(`No answer: the connection failed or was dropped. ${CHECK_FIRST}`, {
        outcomeUnknown: true,
        retryable: true,
      });
    case "timeout":
      return report(`No answer before the time-out. ${CHECK_FIRST}`, { outcomeUnknown: true, retryable: true });
    case "invalid-response":
      return report(
        `The service answered HTTP ${status ?? "?"} but not with a readable task record (${clause(error.message)}). It may have created the task — check before sending again.`,
        { outcomeUnknown: true, retryable: true },
      );
    case "rejected":
      return report(sentence(`The service refused the request: ${clause(error.message)}`), { param });
    case "http":
      break;
  }
  const html = typeof error.body === "string" && /<html|<!doctype/i.test(error.body);
  if (status === 401)
    return report("The access token is missing or was rejected. Check it in the connection settings.", { auth: true });
  if (status === 400) return report(sentence(`The service rejected the request: ${what}`), { param });
  if (status === 413) return report("The request is too large for the service: use smaller images.");
  if (status === 429)
    return report(`${sentence(`Too many requests (HTTP 429): ${what}`)} Wait a moment, then try again.`, {
      retryable: true,
    });
  if (html)
    return report(
      `The service answered HTTP ${status} with an error page instead of JSON — a gateway or proxy problem. Try again in a moment.`,
      { retryable: true, serverFailed: true },
    );
  if (status !== null && status >= 500)
    return report(`${sentence(`The service failed (HTTP ${status}): ${what}`)} Try again in a moment.`, {
      retryable: true,
      serverFailed: true,
    });
  return report(sentence(`The service answered HTTP ${status}: ${what}`), { param });
}

/** The action a refused submission's message names: the connection settings, or the field it names. */
export function remedyOf(report: ErrorReport): Remedy | null {
  if (report.auth) return { kind: "settings" };
  return report.param ? { kind: "field", param: report.param } : null;
}
