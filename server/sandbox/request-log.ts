import { createHash } from "node:crypto";
import { REDACTED } from "../../src/contract/redact.ts";

export type LoggedRequest = {
  at: string;
  method: string;
  path: string;
  /** The Authorization header with the token replaced, so the log can be shown and shared. */
  authorization: string;
  status: number | null;
  body: unknown;
  body_bytes: number;
  body_sha256: string | null;
};

const KEEP = 100;
const LONG_STRING = 2048;
/** What an entry keeps of a body, at most: 100 entries stay under a few MB whatever is sent. */
export const LOGGED_BODY_CHARS = 16 * 1024;
const MAX_DEPTH = 32;

export function redactAuthorization(header: string | undefined): string {
  if (header === undefined) return "(none)";
  const scheme = /^(\S+)\s/.exec(header)?.[1];
  return scheme ? `${scheme} ${REDACTED}` : REDACTED;
}

/** Long strings (data URIs) are shortened for the log; the hash of the whole body still identifies it. */
function shorten(value: unknown, depth = 0): unknown {
  if (typeof value === "string" && value.length > LONG_STRING)
    return `${value.slice(0, 96)}…[${value.length} characters]`;
  if (depth > MAX_DEPTH && typeof value === "object" && value !== null) return "…[nested too deep]";
  if (Array.isArray(value)) return value.map((item) => shorten(item, depth + 1));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v, depth + 1)]));
  return value;
}

/**
 * The body as the log keeps it: parsed and shortened when it is JSON, and in any case no more
 * than LOGGED_BODY_CHARS of it. It is written out and read back so that nothing in the entry
 * still points into the (possibly 32 MB) body: a slice of a string keeps its whole parent alive.
 */
export function describeBody(bytes: Buffer | null): Pick<LoggedRequest, "body" | "body_bytes" | "body_sha256"> {
  if (!bytes || bytes.length === 0) return { body: null, body_bytes: 0, body_sha256: null };
  const text = bytes.toString("utf8");
  let shortened: unknown;
  try {
    shortened = shorten(JSON.parse(text));
  } catch {
    shortened = shorten(text);
  }
  const json = JSON.stringify(shortened);
  const body = json.length <= LOGGED_BODY_CHARS ? JSON.parse(json) : `${json.slice(0, LOGGED_BODY_CHARS)}…[cut]`;
  return {
    body: typeof body === "string" ? Buffer.from(body).toString() : body,
    body_bytes: bytes.length,
    body_sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): LoggedRequest {
    this.entries.push(entry);
    if (this.entries.length > KEEP) this.entries.shift();
    return entry;
  }

  list(): readonly LoggedRequest[] {
    return this.entries;
  }

  clear() {
    this.entries = [];
  }
}
