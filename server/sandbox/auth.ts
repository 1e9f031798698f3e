import { sameSecret } from "../http/same-secret.ts";
import type { ErrorDetail } from "../../src/contract/error-body.ts";

type AuthProblem = Omit<ErrorDetail, "param">;

/** Checks `Authorization: Bearer <token>`; returns the 401 detail, or null when the token matches. */
export function authProblem(header: string | undefined, token: string): AuthProblem | null {
  const type = "authentication_error";
  if (!header)
    return {
      type,
      code: "authentication_failed",
      message: "Missing Authorization header: send Authorization: Bearer <token>.",
    };
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  if (!match)
    return { type, code: "authentication_failed", message: "Malformed Authorization header: expected Bearer <token>." };
  if (!sameSecret(token, match[1]!))
    return { type, code: "invalid_api_key", message: "The access token is not valid." };
  return null;
}
