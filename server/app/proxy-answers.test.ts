import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { fromPage, startApp } from "../test/app-server.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";

// The probe's findings: the service's CSP and X-Frame-Options replaced the app's, so an HTML
// answer ran its inline script on the app's origin; and the server's token reached the page
// when the service echoed it. Now the app's headers win, HTML is a download, the token is cut.

const SECRET = "sk-server/held-7f3a9c2e41b8";
let upstream: RecordingUpstream;
beforeAll(async () => (upstream = await recordingUpstream()));
afterAll(() => upstream.close());

describe("what comes back through the proxy", () => {
  it("carries the app's security headers, never the service's, and HTML only as a download", async () => {
    upstream.reply = (_seen, res) => {
      res.writeHead(200, {
        "Content-Type": "text/html",
        "Content-Security-Policy": "script-src 'unsafe-inline'",
        "X-Frame-Options": "ALLOWALL",
        "Set-Cookie": "upstream=1",
        "Access-Control-Allow-Origin": "*",
        "X-Request-Id": "abc",
      });
      res.end("<script>parent.stolen = document.cookie</script>");
    };
    const app = await startApp({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TOKEN: SECRET });
    try {
      const answer = await fetch(`${app.url}${SUBMIT_PATH}/r1`, { headers: fromPage(app) });
      expect(answer.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(answer.headers.get("content-security-policy")).not.toContain("unsafe-inline");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-type")).toBe("application/octet-stream");
      expect(answer.headers.get("content-disposition")).toBe("attachment");
      expect(answer.headers.get("x-upstream-content-type")).toBe("text/html");
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
      expect(answer.headers.get("x-request-id")).toBe("abc");
    } finally {
      await app.close();
    }
  });

  it("cuts its own token from what the service echoes, in the body (however it is split) and in headers", async () => {
    upstream.reply = async (_seen, res) => {
      res.writeHead(401, { "Content-Type": "application/json", "X-Request-Id": `for ${SECRET}` });
      const text = JSON.stringify({ error: { message: `Invalid key ${SECRET}`, type: "authentication_error" } });
      const cut = text.indexOf("held");
      res.write(text.slice(0, cut));
      await sleep(50);
      res.end(`${text.slice(cut)} ${JSON.stringify(SECRET).replace("/", "\\/")}`);
    };
    const app = await startApp({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TOKEN: SECRET });
    try {
      const answer = await fetch(`${app.url}${SUBMIT_PATH}/r1`, { headers: fromPage(app) });
      const text = await answer.text();
      expect(answer.status).toBe(401);
      expect(text).toContain("Invalid key [redacted]");
      expect(text).not.toContain("7f3a9c2e41b8");
      expect(answer.headers.get("x-request-id")).toBe("for [redacted]");
    } finally {
      await app.close();
    }
  });

  it("cuts its token from a JSON answer that writes it with \\u escapes, and sends a small answer with its length", async () => {
    const escaped = [...SECRET].map((char, i) =>
      i % 2 ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    upstream.reply = (_seen, res) =>
      res
        .writeHead(400, { "Content-Type": "application/json; charset=utf-8" })
        .end(`{"error":{"message":"bad key \\u0073${SECRET.slice(1)}","param":"${escaped.join("")}","n":1e400}}`);
    const app = await startApp({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TOKEN: SECRET });
    try {
      const answer = await fetch(`${app.url}${SUBMIT_PATH}/r1`, { headers: fromPage(app) });
      const text = await answer.text();
      expect(answer.status).toBe(400);
      expect(answer.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
      expect(JSON.stringify(JSON.parse(text))).not.toContain(SECRET);
      expect(text).toBe('{"error":{"message":"bad key [redacted]","param":"[redacted]","n":1e400}}');
    } finally {
      await app.close();
    }
  });
});
