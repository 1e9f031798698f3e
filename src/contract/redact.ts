/** What stands where a secret was: in messages, the ledger, exports and the sandbox's request log. */
export const REDACTED = "[redacted]";

// Shorter "secrets" would match all over ordinary text; no real token is this short.
const MIN_SECRET_LENGTH = 4;

/** `text` with every occurrence of each secret (the access token) replaced by REDACTED. */
export function redact(text: string, secrets: string | readonly string[]): string {
  let out = text;
  for (const secret of typeof secrets === "string" ? [secrets] : secrets)
    if (secret.length >= MIN_SECRET_LENGTH) out = out.split(secret).join(REDACTED);
  return out;
}
