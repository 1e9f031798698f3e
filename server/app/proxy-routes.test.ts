import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../test/app-server.ts";
import { rawExchange, rawRequest, statusOf } from "../test/raw-http.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";

// The probe's findings: with the server's token, any path and any method reached the service,
// and a base path could be escaped. Now only the two routes under the base path reach it.

let upstream: RecordingUpstream;
let app: TestApp;
beforeAll(async () => {
  upstream = await recordingUpstream();
  app = await startApp({ UPSTREAM_BASE_URL: `${upstream.url}/tenant-a`, UPSTREAM_TOKEN: "server-secret" });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});
beforeEach(() => void upstream.seen.splice(0));

const asPage = () => ({ Origin: app.url, "Content-Type": "application/json" });
const send = (method: string, target: string) =>
  rawExchange(app.url, rawRequest(app.url, method, target, asPage(), "{}"));

describe("what the proxy forwards", () => {
  it.each([
    "/api/v1/tasks/../../../admin/billing",
    "/api/v1/tasks/%2e%2e/%2e%2e/%2e%2e/admin/billing",
    "/api/v1/tasks/.%2e/.%2e/.%2e/admin/billing",
    "/api/v1/tasks/..\\..\\..\\admin\\billing",
    "/api/v1/tasks/generations/..%5c..%5c..%5cadmin",
    "/api/v1/tasks/generations/%2e%2e%2f%2e%2e%2fadmin",
    "/api/v1/tasks/../../../tenant-b/api/v1/tasks/generations",
    "/api/v1/tasks/generations/x/../../../../tenant-b/api/v1/tasks/generations",
    "/api/v1/tasks/anything",
    "//api/v1/tasks/generations",
  ])("%s reaches nothing upstream, with any method", async (target) => {
    for (const method of ["GET", "POST", "DELETE", "PUT"]) {
      const status = statusOf(await send(method, target));
      expect([400, 404, 405], `${method} ${target}`).toContain(status);
    }
    expect(upstream.seen).toEqual([]);
  });

  it("forwards DELETE nowhere, even on the two routes", async () => {
    expect(statusOf(await send("DELETE", "/api/v1/tasks/generations"))).toBe(405);
    expect(statusOf(await send("DELETE", "/api/v1/tasks/generations/r1"))).toBe(405);
    expect(upstream.seen).toEqual([]);
  });

  it("sends the two routes under the base path, without the query, with only the headers the service needs", async () => {
    const headers = {
      ...asPage(),
      Cookie: "session=1",
      Authorization: "Bearer browser",
      "X-Forwarded-For": "10.0.0.1",
      "X-Forwarded-Host": "evil.example",
      "Proxy-Authorization": "Basic abc",
      "Accept-Encoding": "gzip",
      Referer: `${app.url}/secret-page`,
      "X-Custom": "1",
    };
    expect(
      statusOf(await rawExchange(app.url, rawRequest(app.url, "POST", "/api/v1/tasks/generations?x=1", headers, "{}"))),
    ).toBe(200);
    expect(
      statusOf(await rawExchange(app.url, rawRequest(app.url, "GET", "/api/v1/tasks/generations/r%2D1", headers))),
    ).toBe(200);
    expect(upstream.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual([
      "POST /tenant-a/api/v1/tasks/generations",
      "GET /tenant-a/api/v1/tasks/generations/r-1",
    ]);
    const [post] = upstream.seen;
    expect(Object.keys(post!.headers).sort()).toEqual(
      [
        "accept",
        "accept-encoding",
        "authorization",
        "connection",
        "content-length",
        "content-type",
        "host",
        "user-agent",
      ].sort(),
    );
    // The pool's own keep-alive, not the client's "close".
    expect(post!.headers.connection).toBe("keep-alive");
    expect(post!.headers.authorization).toBe("Bearer server-secret");
    expect(post!.headers.host).toBe(new URL(upstream.url).host);
    expect(post!.body).toBe("{}");
  });
});
