import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_PROXY_PATH, SANDBOX_REQUESTS_PATH, SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { rawExchange, rawRequest, statusOf } from "../test/raw-http.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { type TestApp, withApp } from "../test/app-server.ts";

// DNS rebinding: a page on attacker.example whose name later resolves to 127.0.0.1 is
// same-origin to the browser (Origin and Host both say attacker.example), so the Origin check
// passes. Only the Host header tells it apart: a host the server does not answer to gets 403
// before anything else runs.

let upstream: RecordingUpstream;
beforeAll(async () => (upstream = await recordingUpstream()));
afterAll(() => upstream.close());

const TARGETS = [
  ["GET", taskPath("r1")],
  ["POST", SUBMIT_PATH],
  ["GET", `${FILE_PROXY_PATH}?request_id=r1&url=${encodeURIComponent("http://127.0.0.1:1/a.mp4")}`],
  ["GET", SANDBOX_REQUESTS_PATH],
  ["GET", "/"],
] as const;

/** The status of a request as a rebound page would send it: Host, Origin and Sec-Fetch-Site all its own. */
async function statusFor(app: TestApp, method: string, target: string, host: string) {
  const headers = { Origin: `http://${host}`, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" };
  const request = rawRequest(app.url, method, target, headers, method === "POST" ? '{"model":"x"}' : "");
  return statusOf(await rawExchange(app.url, request.replace(/^Host: .*$/m, `Host: ${host}`)));
}

describe("the Host allow-list under npm start", () => {
  it("refuses a rebound name for the API, the file proxy, /__sandbox/* and the app, and answers loopback", async () => {
    await withApp({ SANDBOX_CONTROL: "1" }, async (app) => {
      const port = new URL(app.url).port;
      for (const [method, target] of TARGETS) {
        for (const host of [`attacker.example:${port}`, "attacker.example", `localhost.attacker.example:${port}`])
          expect(await statusFor(app, method, target, host), `${method} ${target} as ${host}`).toBe(403);
        for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `app.localhost:${port}`])
          expect(await statusFor(app, method, target, host), `${method} ${target} as ${host}`).not.toBe(403);
      }
    });
  });

  it("with the token held here, forwards nothing for a rebound name", async () => {
    await withApp({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TOKEN: "held-secret" }, async (app) => {
      upstream.seen.splice(0);
      for (const [method, target] of TARGETS.slice(0, 3))
        expect(await statusFor(app, method, target, "attacker.example")).toBe(403);
      expect(upstream.seen).toEqual([]);
      expect(await statusFor(app, "GET", taskPath("r1"), `localhost:${new URL(app.url).port}`)).toBe(200);
      expect(upstream.seen).toHaveLength(1);
    });
  });

  it("answers the names in ALLOWED_HOSTS (a leading dot: subdomains too) and the one HOST names", async () => {
    await withApp({ ALLOWED_HOSTS: "taskdeck.example.com, .corp.example", HOST: "deck.internal" }, async (app) => {
      for (const host of [
        "taskdeck.example.com",
        "TaskDeck.Example.com:443",
        "corp.example",
        "a.b.corp.example",
        "deck.internal",
      ])
        expect(await statusFor(app, "GET", "/", host), host).toBe(200);
      for (const host of ["example.com", "xcorp.example", "taskdeck.example.com.attacker.example", "deck.internal:x"])
        expect(await statusFor(app, "GET", "/", host), host).toBe(403);
    });
  });
});
