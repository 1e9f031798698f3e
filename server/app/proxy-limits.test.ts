import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { rawUpstream, type RawUpstream } from "../test/raw-upstream.ts";
import { SECRET } from "../test/token-spellings.ts";

// The probe's findings: an answer dripping one byte every 400 ms held a request 28.5 s (no cap
// on the whole answer), and 100 or 103 before the 200 got a 502. Now the whole call is capped
// (UPSTREAM_TOTAL_SECONDS) and 102 and 103 are passed over (100: proxy-continue.test.ts).

const TOTAL_SECONDS = 2;
let upstream: RawUpstream;
let held: TestApp;
let passed: TestApp;
beforeAll(async () => {
  upstream = await rawUpstream();
  const env = { UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TIMEOUT_SECONDS: "1", UPSTREAM_TOTAL_SECONDS: "2" };
  held = await startApp({ ...env, UPSTREAM_TOKEN: SECRET });
  passed = await startApp(env);
});
afterAll(async () => {
  await Promise.all([held.close(), passed.close()]);
  await upstream.close();
});

const query = (app: TestApp) =>
  fetch(`${app.url}${SUBMIT_PATH}/r1`, { headers: { ...fromPage(app), Authorization: "Bearer user" } });

/** A 200 whose body comes one byte every 400 ms, for a minute: each pause is within the time-out. */
function drip() {
  upstream.script = (socket) => {
    socket.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 150\r\n\r\n");
    const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write(" ")), 400);
  };
}

describe("an answer that drips", () => {
  it("is cut at the total cap: with the token held, nothing was sent yet, so a 504 says so", async () => {
    drip();
    const started = performance.now();
    const answer = await query(held);
    expect(answer.status).toBe(504);
    const { error } = (await answer.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe("upstream_timeout");
    expect(error.message).toMatch(/within 2 s in all/);
    expect(performance.now() - started).toBeGreaterThan(TOTAL_SECONDS * 1000 - 100);
    expect(performance.now() - started).toBeLessThan(TOTAL_SECONDS * 1000 + 3000);
  });

  it("is cut at the total cap: with the token passed, the answer had begun, so its connection is dropped", async () => {
    drip();
    const started = performance.now();
    const answer = await query(passed);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(TOTAL_SECONDS * 1000 + 3000);
  });
});

const FINAL =
  'HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}';

describe("informational answers before the final one", () => {
  it.each([
    ["103 Early Hints\r\nLink: </style.css>; rel=preload", 0],
    ["103 Early Hints", 50],
    ["102 Processing", 50],
  ] as const)("%s, then 200 (%i ms later): the page gets the 200, in both token modes", async (info, later) => {
    for (const app of [held, passed]) {
      upstream.script = (socket) => {
        socket.write(`HTTP/1.1 ${info}\r\n\r\n`);
        setTimeout(() => socket.write(FINAL), later);
      };
      const answer = await query(app);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ok: true });
    }
  });
});
