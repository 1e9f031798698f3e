import { createServer } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { upload } from "../test/raw-http.ts";
import { TOKEN, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { fromPage, listen, startApp, type TestApp, withApp as withServer } from "../test/app-server.ts";

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox(10)));
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" }));

const video = { model: "minimax/t2v-01-director", prompt: "A fox [Pan left]" };
const arm = (fault: Record<string, unknown>) => post(`${sandbox.url}/__sandbox/faults`, fault, {});
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const withApp = (env: Record<string, string>, run: (app: TestApp) => Promise<void>) =>
  withServer({ UPSTREAM_BASE_URL: sandbox.url, ...env }, run);

describe("the proxy, with the token held by the server", () => {
  it("submits and queries for its page, which sends no token, or a wrong one", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      const config = await (await fetch(`${app.url}/__taskdeck/config`)).json();
      expect(config).toEqual({
        api: "proxy",
        tokenOnServer: true,
        fileProxy: true,
        shared: true,
        // It follows its tasks, so it copies their files into its archive (issue 29).
        archive: true,
        connectOrigins: [new URL(sandbox.url).origin],
        // On loopback with no account: the local owner (issue 28).
        role: "owner",
      });
      const created = await post(`${app.url}${SUBMIT_PATH}`, video, fromPage(app));
      expect(created.status).toBe(200);
      const { data } = (await created.json()) as { data: { request_id: string } };
      const queried = await fetch(`${app.url}${SUBMIT_PATH}/${data.request_id}`, {
        headers: { Authorization: "Bearer wrong", "Sec-Fetch-Site": "same-origin" },
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

  it("passes the service's own refusals through", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      const refused = await post(`${app.url}${SUBMIT_PATH}`, { model: "minimax/t2v-01-director" }, fromPage(app));
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).code).toBe("missing_required_parameter");
    });
  });
});

describe("the proxy, with the browser's token passed through", () => {
  it("forwards the browser's Authorization and the service's 401, also for curl (no Origin)", async () => {
    await withApp({}, async (app) => {
      expect((await post(`${app.url}${SUBMIT_PATH}`, video)).status).toBe(200);
      const refused = await post(`${app.url}${SUBMIT_PATH}`, video, { Authorization: "Bearer not-it" });
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).code).toBe("invalid_api_key");
    });
  });

  it("answers a request without a token itself, sending nothing on", async () => {
    await withApp({}, async (app) => {
      const refused = await post(`${app.url}${SUBMIT_PATH}`, video, {});
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).code).toBe("authentication_failed");
      expect(sandbox.state.log.list()).toHaveLength(0);
    });
  });
});

describe("the proxy when the service misbehaves", () => {
  it("answers 504 when the service is slower than the time-out", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN, UPSTREAM_TIMEOUT_SECONDS: "0.3" }, async (app) => {
      await arm({ kind: "slow", on: "submit", delay_ms: 1500 });
      const slow = await post(`${app.url}${SUBMIT_PATH}`, video, fromPage(app));
      expect(slow.status).toBe(504);
      expect((await errorOf(slow)).message).toMatch(/did not answer within 0.3 s/);
      // The service still makes the task once its delay is over (why the page says the outcome is
      // unknown); waited for here, so it cannot land in a later test's sandbox.
      await vi.waitFor(() => expect(sandbox.state.tasks.size).toBe(1), { timeout: 10_000 });
    });
  });

  it("answers 502, saying the connection was closed, when the service drops it, and never re-sends", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      await arm({ kind: "drop", on: "submit" });
      const dropped = await post(`${app.url}${SUBMIT_PATH}`, video, fromPage(app));
      expect(dropped.status).toBe(502);
      expect((await errorOf(dropped)).message).toMatch(/closed the connection before answering/);
      expect(sandbox.state.log.list().filter((entry) => entry.method === "POST")).toHaveLength(1);
    });
  });

  it("answers 502 when nothing listens at the service's address", async () => {
    const gone = await listen(createServer());
    await gone.close();
    const app = await startApp({ UPSTREAM_BASE_URL: gone.url });
    try {
      const answer = await post(`${app.url}${SUBMIT_PATH}`, video);
      expect(answer.status).toBe(502);
      expect((await errorOf(answer)).message).toMatch(/could not be reached \(ECONNREFUSED\)/);
    } finally {
      await app.close();
    }
  });

  it("refuses a body larger than it forwards without sending anything on", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      const big = await post(
        `${app.url}${SUBMIT_PATH}`,
        { ...video, prompt: "x".repeat(MAX_SUBMIT_BODY_BYTES) },
        fromPage(app),
      );
      expect(big.status).toBe(413);
      expect(sandbox.state.log.list()).toHaveLength(0);
    });
  });

  it("stops a chunked body once it passes the limit, and the service makes no task of it", async () => {
    await withApp({ UPSTREAM_TOKEN: TOKEN }, async (app) => {
      const body = Buffer.from(JSON.stringify({ ...video, prompt: "x".repeat(MAX_SUBMIT_BODY_BYTES) }));
      const headers = { ...fromPage(app), "Content-Type": "application/json" };
      const answer = await upload(`${app.url}${SUBMIT_PATH}`, body, headers, { chunked: true });
      expect(answer.status).toBe(413);
      expect(answer.text).toMatch(/this server does not forward it/);
      expect(sandbox.state.tasks.size).toBe(0);
    });
  });
});
