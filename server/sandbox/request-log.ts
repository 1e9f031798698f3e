import { createHash } from "node:crypto";

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

export function redactAuthorization(header: string | undefined): string {
  if (header === undefined) return "(none)";
  const scheme = /^(\S+)\s/.exec(header)?.[1];
  return scheme ? `${scheme} [redacted]` : "[redacted]";
}

/** Long strings (data URIs) are shortened for the log; the hash of the whole body still identifies it. */
function shorten(value: unknown): unknown {
  if (typeof value === "string" && value.length > LONG_STRING)
    return `${value.slice(0, 96)}…[${value.length} characters]`;
  if (Array.isArray(value)) return value.map(shorten);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  return value;
}

export function describeBody(bytes: Buffer | null): Pick<LoggedRequest, "body" | "body_bytes" | "body_sha256"> {
  if (!bytes || bytes.length === 0) return { body: null, body_bytes: 0, body_sha256: null };
  const text = bytes.toString("utf8");
  let body: unknown;
  try {
    body = shorten(JSON.parse(text));
  } catch {
    body = shorten(text);
  }
  return { body, body_bytes: bytes.length, body_sha256: createHash("sha256").update(bytes).digest("hex") };
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
