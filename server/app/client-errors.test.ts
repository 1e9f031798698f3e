import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeDist, listen, type TestApp } from "../test/app-server.ts";
import { rawExchange, rawRequest, statusOf } from "../test/raw-http.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";
import { configFromEnv } from "./config.ts";
import { createAppServer } from "./server.ts";

// The probe's finding: the answers Node writes itself when it cannot parse a request (400, 408,
// 431: raw bytes on the socket) carried none of the security headers the page's answers do.
// Now they, and the refusal of a Host this server does not answer to, carry the same set.

const NAMES = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
];

let server: Server;
let app: TestApp;
/** The security headers of the page's own answer: what every other answer must carry. */
let expected: [string, string][];
beforeAll(async () => {
  server = await createAppServer(configFromEnv({ DIST_DIR: fakeDist(), DATA_DIR: tempDataDir(), PORT: "0" }));
  app = await listen(server);
  const page = await fetch(`${app.url}/`);
  expected = NAMES.map((name) => [name, page.headers.get(name) ?? "(none)"]);
});
afterAll(() => app.close());

/** The named headers of a raw answer, by lower-case name. */
function headersOf(answer: string): [string, string][] {
  const head = answer.split("\r\n\r\n", 1)[0]!.split("\r\n").slice(1);
  const all = new Map(
    head.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 2)]),
  );
  return NAMES.map((name) => [name, all.get(name) ?? "(none)"]);
}

/** What the server writes on a connection it was handed a client error for (Node's own timeout, here on demand). */
async function answerToClientError(code: string): Promise<string> {
  const accepted = new Promise<Socket>((resolve) => server.once("connection", resolve));
  const client = connect(Number(new URL(app.url).port), "127.0.0.1");
  const chunks: Buffer[] = [];
  client.on("data", (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise((resolve) => client.on("close", resolve));
  server.emit("clientError", Object.assign(new Error(code), { code }), await accepted);
  await closed;
  return Buffer.concat(chunks).toString("latin1");
}

describe("answers nothing in the app writes", () => {
  it("has the page's security headers to compare with", () => {
    expect(expected.filter(([, value]) => value === "(none)")).toEqual([]);
  });

  it("a request Node cannot parse: 400 with every security header", async () => {
    const answer = await rawExchange(app.url, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here\r\n\r\n");
    expect(statusOf(answer)).toBe(400);
    expect(headersOf(answer)).toEqual(expected);
  });

  it("headers too large: 431 with every security header", async () => {
    const answer = await rawExchange(app.url, rawRequest(app.url, "GET", "/", { "X-Big": "a".repeat(20_000) }));
    expect(statusOf(answer)).toBe(431);
    expect(headersOf(answer)).toEqual(expected);
  });

  it("a request too slow to arrive: 408 with every security header", async () => {
    const answer = await answerToClientError("ERR_HTTP_REQUEST_TIMEOUT");
    expect(statusOf(answer)).toBe(408);
    expect(headersOf(answer)).toEqual(expected);
  });

  it("a Host this server does not answer to: 403 with every security header", async () => {
    const request = rawRequest(app.url, "GET", "/").replace(/^Host: .*$/m, "Host: rebound.example");
    const answer = await rawExchange(app.url, request);
    expect(statusOf(answer)).toBe(403);
    expect(headersOf(answer)).toEqual(expected);
  });
});
