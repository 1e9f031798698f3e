import { isPlainObject } from "../../contract/lenient.ts";
import { redact } from "../../contract/redact.ts";

// Keys that carry credentials in requests. No entry should hold one, but an export leaves the
// browser, so anything shaped like a header or a token is dropped rather than trusted.
const HEADER_LIKE =
  /^(?:headers?|authorization|proxy-authorization|cookies?|set-cookie|x-api-key|api[-_]?key|(?:access|auth|bearer|refresh|id)[-_]?token|token|bearer|password|secret)$/i;

export function isHeaderLike(key: string): boolean {
  return HEADER_LIKE.test(key);
}

/** A deep copy of JSON-like data without header-like keys and without the given secrets. */
export function scrub(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return redact(value, secrets);
  if (Array.isArray(value)) return value.map((item) => scrub(item, secrets));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isHeaderLike(key) || redact(key, secrets) !== key) continue;
    out[key] = scrub(item, secrets);
  }
  return out;
}
