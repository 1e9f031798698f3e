import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { fromPage, rawGet, startApp, type TestApp } from "../test/app-server.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { SECRET, SPELLINGS } from "../test/token-spellings.ts";

// The probe's findings: the held token reached the page URL-encoded, \u-escaped in text/plain,
// gzip-compressed or in UTF-16, and a compressed answer reached the page as mangled bytes. Now
// the proxy asks for identity, redacts every spelling, and refuses what it cannot read.

let upstream: RecordingUpstream;
let held: TestApp;
let passed: TestApp;
beforeAll(async () => {
  upstream = await recordingUpstream();
  held = await startApp({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TOKEN: SECRET });
  passed = await startApp({ UPSTREAM_BASE_URL: upstream.url });
});
afterAll(async () => {
  await Promise.all([held.close(), passed.close()]);
  await upstream.close();
});

const answerWith = (type: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  (upstream.reply = (_seen, res) => res.writeHead(400, { "Content-Type": type, ...headers }).end(body));
const query = (app: TestApp) => fetch(`${app.url}${SUBMIT_PATH}/r1`, { headers: fromPage(app) });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { type: string; code: string; message: string } }).error;

describe("the token's every spelling, through the proxy", () => {
  it.each(SPELLINGS)("%s: cut from a JSON answer and from a text/plain one", async (_name, spelling) => {
    answerWith("application/json", `{"error":{"message":"bad key ${spelling}"}}`);
    const json = await (await query(held)).text();
    expect(json).toContain("[redacted]");
    if (!spelling.includes("\0")) expect(JSON.parse(json)).toEqual({ error: { message: "bad key [redacted]" } });
    answerWith("text/plain", `bad key ${spelling}`);
    expect(Buffer.from(await (await query(held)).arrayBuffer()).toString("latin1")).toMatch(
      /^bad key \0*\[redacted\]\0*$/,
    );
  });
});

describe("what the proxy cannot read, with the token held", () => {
  it("asks the service for identity encoding", async () => {
    answerWith("application/json", "{}");
    await query(held);
    expect(upstream.seen.at(-1)?.headers["accept-encoding"]).toBe("identity");
  });

  it.each<[string, () => void]>([
    [
      "a gzip answer",
      () => answerWith("application/json", gzipSync(`{"k":"${SECRET}"}`), { "Content-Encoding": "gzip" }),
    ],
    ["a br answer", () => answerWith("text/plain", "x", { "Content-Encoding": "identity, br" })],
    ["a gzip transfer coding", () => answerWith("text/plain", "x", { "Transfer-Encoding": "gzip, chunked" })],
    ["a UTF-16 charset", () => answerWith("application/json; charset=utf-16", "{}")],
    ["a quoted latin1 charset", () => answerWith('text/plain; charset="iso-8859-1"', "x")],
    ["a UTF-16 BOM", () => answerWith("application/json", Buffer.from(`\ufeff{"k":"${SECRET}"}`, "utf16le"))],
    [
      "an overlong UTF-8 's'",
      () => answerWith("text/plain", Buffer.from([0xc1, 0xb3, ...Buffer.from(SECRET.slice(1))])),
    ],
  ])("refuses %s (502, a code the page words), and nothing of it goes on", async (_name, arm) => {
    arm();
    const refused = await query(held);
    expect(refused.status).toBe(502);
    expect(await errorOf(refused)).toMatchObject({ type: "upstream_error", code: "upstream_answer_unreadable" });
  });

  it("passes identity, utf-8 and us-ascii as they are", async () => {
    for (const type of ["application/json; charset=UTF-8", "application/json; charset=us-ascii"]) {
      answerWith(type, '{"ok":true}', { "Content-Encoding": "identity" });
      expect(await (await query(held)).json()).toEqual({ ok: true });
    }
  });
});

describe("with the browser's token passed through", () => {
  it("sends a compressed answer on as the service sent it, its encoding named, so the browser reads it", async () => {
    answerWith("application/json", gzipSync('{"ok":true}'), { "Content-Encoding": "gzip" });
    const raw = await rawGet(`${passed.url}${SUBMIT_PATH}/r1`, { Authorization: "Bearer user" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(raw.body).toEqual(gzipSync('{"ok":true}'));
    const read = await fetch(`${passed.url}${SUBMIT_PATH}/r1`, { headers: { Authorization: "Bearer user" } });
    expect(await read.json()).toEqual({ ok: true });
    expect(upstream.seen.at(-1)?.headers["accept-encoding"]).toBe("identity");
  });
});
