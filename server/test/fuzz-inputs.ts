import fc from "fast-check";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { API_PREFIX, FILE_PROXY_PATH, SANDBOX_PREFIX, SUBMIT_PATH as API } from "../../src/contract/server-paths.ts";

// Malformed requests, as raw bytes: what a hostile client can put on the wire.

const CRLF = "\r\n";

const nasty = fc.constantFrom(
  "%",
  "%%",
  "%E0%A4%A",
  "%C0%AF",
  "%FF",
  "%00",
  "%2e%2e",
  "..",
  "\\",
  "//[",
  "[",
  "]",
  "#",
  "?",
  "\u0000",
  "\u00e9",
  "\ud800",
  "😀",
  "%0d%0a",
  "*",
  "@",
  ":",
  ";",
);
const segment = fc.array(fc.oneof(nasty, fc.string({ maxLength: 6 })), { maxLength: 5 }).map((parts) => parts.join(""));

export const target = fc.oneof(
  fc.constantFrom(
    "//[",
    "%",
    "/%",
    "*",
    "/..",
    "/../../etc/passwd",
    "http://[::1]/",
    "http://x:99999/",
    "",
    "/\\\\evil",
  ),
  segment.map((s) => `${API}/${s}`),
  segment.map((s) => `${API_PREFIX}${s}`),
  segment.map((s) => `${FILE_PROXY_PATH}?request_id=${s}&url=${s}`),
  segment.map((s) => `${SANDBOX_PREFIX}${s}`),
  segment.map((s) => `/${s}`),
  fc.integer({ min: 1, max: 20_000 }).map((n) => `/${"a".repeat(n)}`),
);

export const method = fc.oneof(
  fc.constantFrom(
    "GET",
    "POST",
    "HEAD",
    "OPTIONS",
    "DELETE",
    "PUT",
    "PATCH",
    "TRACE",
    "CONNECT",
    "PRI",
    "get",
    "G ET",
    "",
  ),
  fc.string({ maxLength: 8 }),
);

const headerLine = fc.oneof(
  fc.constantFrom(
    "Content-Type: application/json",
    "Content-Type: text/plain",
    `Authorization: Bearer ${SANDBOX_TOKEN}`,
    "Authorization: Bearer",
    "Authorization: \u00ff\u00fe",
    "Origin: null",
    "Origin: http://evil.example",
    "Sec-Fetch-Site: cross-site",
    "Transfer-Encoding: chunked",
    "Transfer-Encoding: gzip, chunked",
    "Content-Length: -1",
    "Content-Length: 1e3",
    "Content-Length: 99999999999999999999",
    "Host: ",
    "Host: [",
    "Expect: 100-continue",
    "Upgrade: websocket",
    "Connection: Upgrade",
    "Range: bytes=9-1",
    "X-Bad\u0000: 1",
    "No-Colon-Here",
    " folded: continuation",
  ),
  fc.integer({ min: 1, max: 40_000 }).map((n) => `X-Huge: ${"h".repeat(n)}`),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })).map(([name, value]) => `${name}: ${value}`),
);

export const body = fc.oneof(
  fc.constantFrom(
    "",
    "{",
    "{}",
    "null",
    '{"model":1}',
    '{"model":"minimax/t2v-01-director","prompt":"x"}',
    "\u0000\u00ff",
  ),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => `{"a":${'{"a":'.repeat(n)}1${"}".repeat(n + 1)}`),
  fc.json({ maxDepth: 4 }),
  fc.string({ maxLength: 200 }),
);

type Parts = {
  line: string;
  host: boolean;
  headers: string[];
  body: string;
  frame: "length" | "none" | "short";
};

function assemble(host: string, r: Parts): string {
  const lines = [r.line, ...(r.host ? [`Host: ${host}`] : []), ...r.headers];
  const length = Buffer.byteLength(r.body);
  if (r.frame === "length") lines.push(`Content-Length: ${length}`);
  if (r.frame === "short") lines.push(`Content-Length: ${length + 10}`);
  return `${lines.join(CRLF)}${CRLF}${CRLF}${r.body}`;
}

const frame = fc.constantFrom("length", "none", "short");

/** One raw request: a request line, some headers (Host first, unless the case drops it), a body. */
export const rawRequest = (host: string) =>
  fc
    .record({
      method,
      target,
      version: fc.constantFrom("HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/1.1 extra", ""),
      host: fc.boolean(),
      headers: fc.array(headerLine, { maxLength: 5 }),
      body,
      frame,
    })
    .map((r) => assemble(host, { ...r, line: `${r.method} ${r.target} ${r.version}`.trimEnd() }));

/**
 * A call the page itself could make to one of the two routes (its Origin, Sec-Fetch-Site), with
 * hostile headers and bodies: what gets past the cross-site guard, so that in proxy mode the
 * forwarding itself is fuzzed too, not only the refusals in front of it.
 */
export const pageCall = (host: string) =>
  fc
    .record({
      line: fc.oneof(
        fc.constant(`POST ${API} HTTP/1.1`),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/).map((id) => `GET ${API}/${id} HTTP/1.1`),
      ),
      headers: fc.array(headerLine, { maxLength: 5 }),
      body,
      frame,
    })
    .map((r) =>
      assemble(host, {
        ...r,
        host: true,
        headers: [
          `Origin: http://${host}`,
          "Sec-Fetch-Site: same-origin",
          "Content-Type: application/json",
          ...r.headers,
        ],
      }),
    );
