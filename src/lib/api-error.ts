/** What went wrong with a call to the service, for the edge (form, card) to put into words. */
export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | "http"
  /** No answer: connection refused or dropped, DNS, CORS. */
  | "network"
  /** No answer within the client's time-out. */
  | "timeout"
  /** An answer that is not the JSON the contract describes. */
  | "invalid-response"
  /** HTTP 200 with an envelope whose code is not "success". */
  | "rejected";

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The parsed body when it was JSON, else the text; never contains the request's token. */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    options: { status?: number | null; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "ApiError";
    this.kind = kind;
    this.status = options.status ?? null;
    this.body = options.body;
  }
}

/** 4xx answers will not change by asking again; everything else may. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500);
}
