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

export function redactAuthorization(header: string | undefined): string {
  if (header === undefined) return "(none)";
  const scheme = /^(\S+)\s/.exec(header)?.[1];
  return scheme ? `${scheme} ${REDACTED}` : REDACTED;
}

/**
 * What an entry says of a body as read: its size, the hash made while it arrived, and at most
 * LOGGED_BODY_CHARS of its start as text, decoded from the bytes into a string of its own.
 * The log never parses a body: that is the API's to do, once (see parsedForLog).
 */
export function describeBody(
  body: { bytes: Buffer; sha256: string } | null,
): Pick<LoggedRequest, "body" | "body_bytes" | "body_sha256"> {
  if (!body || body.bytes.length === 0) return { body: null, body_bytes: 0, body_sha256: null };
  const { bytes } = body;
  const start = bytes.toString("utf8", 0, Math.min(bytes.length, LOGGED_BODY_CHARS));
  return {
    body: bytes.length > LOGGED_BODY_CHARS ? `${start}…[cut]` : start,
    body_bytes: bytes.length,
    body_sha256: body.sha256,
  };
}

/**
 * A body the API has parsed, as the log keeps it (readers look into it as an object): long
 * strings (data URIs) shortened; undefined when even so it is over LOGGED_BODY_CHARS, and the
 * entry keeps its text. The walk stops once past that size, and the body's depth was bounded
 * before it was parsed (MAX_BODY_DEPTH), so this costs little whatever the body.
 */
export function parsedForLog(value: unknown): unknown {
  let room = LOGGED_BODY_CHARS;
  const shorten = (item: unknown): unknown => {
    if (room < 0) return null;
    room -= 1;
    if (typeof item === "string") {
      const kept = item.length > LONG_STRING ? `${item.slice(0, 96)}…[${item.length} characters]` : item;
      room -= kept.length;
      return kept;
    }
    if (Array.isArray(item)) return item.map(shorten);
    if (typeof item !== "object" || item === null) return item;
    return Object.fromEntries(Object.entries(item).map(([key, v]) => ((room -= key.length), [key, shorten(v)])));
  };
  const json = JSON.stringify(shorten(value));
  // Read back rather than kept: a slice of a string keeps its whole parent (the data URI) alive.
  return room < 0 || json.length > LOGGED_BODY_CHARS ? undefined : JSON.parse(json);
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
