import { createServer, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TOKEN, PNG_DATA_URI, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { listen, startApp, type TestApp } from "../test/app-server.ts";

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox(10)));
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" }));

const video = { model: "minimax/t2v-01-director", prompt: "A fox [Pan left]" };
const SUBMIT = "/api/v1/tasks/generations";
const arm = (fault: Record<string, unknown>) => post(`${sandbox.url}/__sandbox/faults`, fault, {});
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

async function withApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>) {
  const app = await startApp({ UPSTREAM_BASE_URL: sandbox.url, ...env });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

describe("the proxy, with the token held by the server", () => {
  it("submits and queries for a browser that sends no token, or a wrong one", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      const config = await (await fetch(`${app.url}/__taskdeck/config`)).json();
      expect(config).toEqual({
        api: "proxy",
        tokenOnServer: true,
        fileProxy: true,
        connectOrigins: [new URL(sandbox.url).origin],
      });
      const created = await post(`${app.url}${SUBMIT}`, video, {});
      expect(created.status).toBe(200);
      const { data } = (await created.json()) as { data: { request_id: string } };
      const queried = await fetch(`${app.url}${SUBMIT}/${data.request_id}`, {
        headers: { Authorization: "Bearer wrong" },
      });
      expect(queried.status).toBe(200);
      expect(((await queried.json()) as { data: { request_id: string } }).data.request_id).toBe(data.request_id);
      // What the service received: the server's token, on both calls.
      const received = sandbox.state.log.list().map((entry) => [entry.method, entry.status]);
      expect(received).toEqual([
        ["POST", 200],
        ["GET", 200],
      ]);
    });
  });

  it("passes the service's own refusals through unchanged", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      const refused = await post(`${app.url}${SUBMIT}`, { model: "minimax/t2v-01-director" }, {});
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).code).toBe("missing_required_parameter");
      expect((await arm({ kind: "html502", on: "query" })).status).toBe(201);
      const page = await fetch(`${app.url}${SUBMIT}/anything`);
      expect(page.status).toBe(502);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
    });
  });
});

describe("the proxy, with the browser's token passed through", () => {
  it("forwards the browser's Authorization and the service's 401", async () => {
    await withApp({}, async (app) => {
      expect((await post(`${app.url}${SUBMIT}`, video)).status).toBe(200);
      const refused = await post(`${app.url}${SUBMIT}`, video, { Authorization: "Bearer not-it" });
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).code).toBe("invalid_api_key");
    });
  });
});

describe("the proxy when the service misbehaves", () => {
  it("answers 504 when the service is slower than the time-out", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN, UPSTREAM_TIMEOUT_SECONDS: "0.3" }, async (app) => {
      await arm({ kind: "slow", on: "submit", delay_ms: 1500 });
      const slow = await post(`${app.url}${SUBMIT}`, video, {});
      expect(slow.status).toBe(504);
      expect((await errorOf(slow)).message).toMatch(/did not answer within 0.3 s/);
    });
  });

  it("answers 502, saying the connection was closed, when the service drops it", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      await arm({ kind: "drop", on: "submit" });
      const dropped = await post(`${app.url}${SUBMIT}`, video, {});
      expect(dropped.status).toBe(502);
      expect((await errorOf(dropped)).message).toMatch(/closed the connection before answering/);
      // Never re-sent by the proxy: the service saw the one request.
      expect(sandbox.state.log.list().filter((entry) => entry.method === "POST")).toHaveLength(1);
    });
  });

  it("answers 502 when nothing listens at the service's address", async () => {
    const gone = await listen(createServer());
    await gone.close();
    const app = await startApp({ UPSTREAM_BASE_URL: gone.url });
    try {
      const answer = await post(`${app.url}${SUBMIT}`, video);
      expect(answer.status).toBe(502);
      expect((await errorOf(answer)).message).toMatch(/could not be reached \(ECONNREFUSED\)/);
    } finally {
      await app.close();
    }
  });

  it("refuses a body larger than it forwards without sending anything on", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      const big = await fetch(`${app.url}${SUBMIT}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...video, prompt: "x".repeat(65 * 1024 * 1024) }),
      });
      expect(big.status).toBe(413);
      expect(sandbox.state.log.list()).toHaveLength(0);
    });
  });
});

describe("what the proxy sends on and back", () => {
  it("keeps cookies, the page's origin and hop-by-hop headers from the service, and CORS headers from the page", async () => {
    let seen: IncomingHttpHeaders = {};
    const echo = await listen(
      createServer((req, res) => {
        seen = req.headers;
        req.resume();
        res.writeHead(200, {
          "Content-Type": "application/json",
          "Set-Cookie": "upstream=1",
          "Access-Control-Allow-Origin": "*",
          "X-Request-Id": "abc",
        });
        res.end("{}");
      }),
    );
    const app = await startApp({ UPSTREAM_BASE_URL: `${echo.url}/router/`, UPSTREAM_TOKEN: "server-secret" });
    try {
      const answer = await fetch(`${app.url}${SUBMIT}/r1?x=1`, {
        headers: { Cookie: "session=1", Authorization: "Bearer browser", Origin: "http://evil.example" },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("set-cookie")).toBeNull();
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
      expect(answer.headers.get("x-request-id")).toBe("abc");
      expect(seen.authorization).toBe("Bearer server-secret");
      expect(seen.cookie).toBeUndefined();
      expect(seen.origin).toBeUndefined();
      expect(seen.host).toBe(new URL(echo.url).host);
    } finally {
      await app.close();
      await echo.close();
    }
  });
});

describe("the file proxy", () => {
  it("fetches a result file the service returned through this server, and nothing else", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      const created = await post(`${app.url}${SUBMIT}`, {
        model: "tencent/hunyuan3d-2-seed3d",
        prompt: "--subdivisionlevel low --fileformat glb",
        image: PNG_DATA_URI,
      });
      const { data } = (await created.json()) as { data: { request_id: string } };
      sandbox.advance(20_000);
      const done = await fetch(`${app.url}${SUBMIT}/${data.request_id}`);
      const record = (await done.json()) as { data: { status: string; data: { file_urls?: string[] } } };
      expect(record.data.status).toBe("COMPLETED");
      const fileUrl = record.data.data.file_urls?.[0] ?? "";
      expect(fileUrl.startsWith(sandbox.url)).toBe(true);

      const through = await fetch(`${app.url}/__taskdeck/file?url=${encodeURIComponent(fileUrl)}`);
      expect(through.status).toBe(200);
      expect(through.headers.get("content-security-policy")).toContain("sandbox");
      const direct = await fetch(fileUrl);
      expect(Buffer.from(await through.arrayBuffer()).equals(Buffer.from(await direct.arrayBuffer()))).toBe(true);

      const head = await fetch(`${app.url}/__taskdeck/file?url=${encodeURIComponent(fileUrl)}`, { method: "HEAD" });
      expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);

      const other = await fetch(
        `${app.url}/__taskdeck/file?url=${encodeURIComponent(`${sandbox.url}/__sandbox/requests`)}`,
      );
      expect(other.status).toBe(403);
    });
  });
});
