import type { ApiErrorKind } from "../contract/failure-kinds.ts";

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
