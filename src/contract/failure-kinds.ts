// The kinds of a failed request, written once: the API client throws them, a submission's
// failure and a check's failure store them (with a few kinds of their own), and the edge words them.

/** What went wrong with a call to the service (`ApiError.kind`). */
const API_ERROR_KINDS = [
  /** The server answered with a non-2xx status. */
  "http",
  /** No answer: connection refused or dropped, DNS, CORS. */
  "network",
  /** No answer within the client's time-out. */
  "timeout",
  /** An answer that is not the JSON the contract describes. */
  "invalid-response",
  /** HTTP 200 with an envelope whose code is not "success". */
  "rejected",
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** A submission's failure: `other`, a throw that is no ApiError; `orphaned`, the page closed before the answer came. */
export const SUBMIT_FAILURE_KINDS = [...API_ERROR_KINDS, "other", "orphaned"] as const;
export type SubmitFailureKind = (typeof SUBMIT_FAILURE_KINDS)[number];

/** A check's failure: `token`, a 401 (following pauses); `failed`, a throw that is no ApiError. */
const POLL_PROBLEM_CODES = [...API_ERROR_KINDS, "token", "failed"] as const;
type PollProblemCode = (typeof POLL_PROBLEM_CODES)[number];

/** The check failures stored with a fact of their own (see PollProblem); the rest store their code alone. */
const POLL_CODES_WITH_FACTS = ["rejected", "http"] as const satisfies readonly PollProblemCode[];
export type PlainPollCode = Exclude<PollProblemCode, (typeof POLL_CODES_WITH_FACTS)[number]>;
export const PLAIN_POLL_CODES = POLL_PROBLEM_CODES.filter(
  (code): code is PlainPollCode => !(POLL_CODES_WITH_FACTS as readonly string[]).includes(code),
);
