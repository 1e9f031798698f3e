import { z } from "zod/mini";
import { SUCCESS_CODE } from "./record.ts";

// Error bodies as services send them (SERVICE-NOTES, "Errors" and its second pass): the router's
// nested `{error: {...}}`, the flat `{code, message, param, type}` of comparable gateways, a bare
// top-level `message`, an envelope whose code is not "success" on a 200, or no body at all.

/** The shapes an error answer comes in; the sandbox can answer each on demand. */
export const ERROR_SHAPES = ["nested", "flat", "message", "empty"] as const;
export type ErrorShape = (typeof ERROR_SHAPES)[number];

/** The documented type and code for each error status (SERVICE-NOTES, "Errors"). */
export const ERROR_STATUSES: Record<number, { type: string; code: string }> = {
  400: { type: "validation_error", code: "invalid_parameter_value" },
  401: { type: "authentication_error", code: "invalid_api_key" },
  402: { type: "quota_exceeded", code: "quota_exceeded" },
  403: { type: "permission_error", code: "permission_denied" },
  429: { type: "limit_error", code: "rpm_limit_exceeded" },
  500: { type: "internal_server_error", code: "internal_server_error" },
  503: { type: "server_resource_error", code: "service_unavailable" },
};

// Any of the four may be missing, null, a number or blank: each is read on its own.
const text = z.catch(
  z.pipe(
    z.nullable(z.union([z.string(), z.number()])),
    z.transform((value) => (value === null ? null : String(value).trim() || null)),
  ),
  null,
);
const detailSchema = z.looseObject({ message: text, type: text, code: text, param: text });

/** The router-style error body: `{error: {message, type, code, param}}`. */
export const errorBodySchema = z.object({ error: detailSchema });

export type ErrorReading = z.output<typeof detailSchema>;

/**
 * What an error answer says, whichever shape it came in; null when the body says nothing
 * (empty, not JSON, or a success envelope).
 */
export function readErrorBody(json: unknown): ErrorReading | null {
  if (json === null || typeof json !== "object" || Array.isArray(json)) return null;
  const { error } = json as { error?: unknown };
  if (typeof error === "string" && error.trim()) return { message: error.trim(), type: null, code: null, param: null };
  const nested = errorBodySchema.safeParse(json);
  const found = nested.success ? nested.data.error : detailSchema.parse(json);
  const code = found.code === SUCCESS_CODE ? null : found.code;
  return found.message || found.type || found.param || code ? { ...found, code } : null;
}

export type ErrorDetail = {
  message: string;
  type: string;
  code: string;
  param: string | null;
};

export function errorBody(detail: ErrorDetail): { error: ErrorDetail } {
  return { error: detail };
}

/** The body of an error answer in the given shape; null for none. */
export function shapedErrorBody(detail: ErrorDetail, shape: ErrorShape): object | null {
  switch (shape) {
    case "nested":
      return errorBody(detail);
    case "flat":
      return { code: detail.code, message: detail.message, param: detail.param, type: detail.type };
    case "message":
      return { message: detail.message };
    case "empty":
      return null;
  }
}
