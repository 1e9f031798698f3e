import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { DUPLICATE_CONFIRMED_HEADER } from "../../src/contract/duplicate-guard.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { SANDBOX_REQUESTS_PATH, SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";

// The journaled way holds the proxy's guards before a byte is written, and a replay is the
// first answer, headers and all.

const BODY = JSON.stringify({ model: "minimax/t2v-01-director", prompt: "A crane [Pan right]" });
const headers = (app: TestApp, key: string) => ({
  ...fromPage(app),
  "Content-Type": "application/json",
  Authorization: `Bearer ${SANDBOX_TOKEN}`,
  [SUBMISSION_KEY_HEADER]: key,
});

/** A chunked POST (no Content-Length) of `size` bytes: the status it got. */
function chunkedPost(app: TestApp, key: string, size: number): Promise<number> {
  const url = new URL(`${app.url}${SUBMIT_PATH}`);
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: "POST", headers: { ...headers(app, key), "Transfer-Encoding": "chunked" } });
    sent.on("response", (res) => resolve(res.statusCode ?? 0)).on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    for (let written = 0; written < size; written += chunk.length) sent.write(chunk);
    sent.end();
  });
}

describe("the journaled way's guards", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startApp({ SANDBOX_CONTROL: "1" });
  });
  afterAll(() => app.close());

  it("refuses another site, a body that is not JSON and a body over the cap, keeping nothing of them", async () => {
    const post = (key: string, extra: Record<string, string>, body = BODY) =>
      fetch(`${app.url}${SUBMIT_PATH}`, { method: "POST", headers: { ...headers(app, key), ...extra }, body });
    expect(
      (await post("page-key-guard1", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status,
    ).toBe(403);
    expect((await post("page-key-guard2", { "Content-Type": "text/plain" })).status).toBe(415);
    expect(await chunkedPost(app, "page-key-guard3", MAX_SUBMIT_BODY_BYTES + 64 * 1024)).toBe(413);
    // None reached the sandbox, and nothing was written for them: each key then goes through as new.
    const log = (await (await fetch(`${app.url}${SANDBOX_REQUESTS_PATH}`)).json()) as { requests: unknown[] };
    expect(log.requests).toEqual([]);
    for (const key of ["page-key-guard1", "page-key-guard2", "page-key-guard3"]) {
      // The same body under three keys: meant, or the duplicate guard would ask about the last two.
      const answer = await post(key, { [DUPLICATE_CONFIRMED_HEADER]: "1" });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("idempotent-replayed")).toBeNull();
    }
  });
});

describe.each(DATABASE_KINDS)("a replay through the proxy, on $kind", ({ fresh }) => {
  let upstream: RecordingUpstream;
  it("is the first answer with its headers: type, Retry-After, the service's request id", async () => {
    const database = await fresh();
    upstream = await recordingUpstream();
    upstream.reply = (_seen, res) =>
      res
        .writeHead(503, { "Content-Type": "application/json", "Retry-After": "7", "X-Request-Id": "svc-42" })
        .end(JSON.stringify({ error: { type: "overloaded", code: "busy", message: "later" } }));
    const app = await startApp({
      UPSTREAM_BASE_URL: upstream.url,
      UPSTREAM_TOKEN: "server-token-2",
      ...databaseEnv(database.settings),
    });
    try {
      const [first, again] = [
        await fetch(`${app.url}${SUBMIT_PATH}`, { method: "POST", headers: headers(app, "page-key-503"), body: BODY }),
        await fetch(`${app.url}${SUBMIT_PATH}`, { method: "POST", headers: headers(app, "page-key-503"), body: BODY }),
      ];
      for (const answer of [first, again]) {
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("7");
        expect(answer.headers.get("x-request-id")).toBe("svc-42");
        expect(answer.headers.get("content-type")).toBe("application/json");
      }
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(upstream.seen).toHaveLength(1);
    } finally {
      await app.close();
      await upstream.close();
      await database.drop();
    }
  });
});
