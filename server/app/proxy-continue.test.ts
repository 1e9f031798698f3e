import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { rawUpstream, type RawUpstream } from "../test/raw-upstream.ts";
import { SECRET } from "../test/token-spellings.ts";
import { continueHeadEnd } from "./pass-over-continue.ts";

// The probe's finding: a service that says "100 Continue" before its 200 got the page a 502
// (undici drops the connection on a 100 it did not ask for). HTTP says to read past it.

// The raw upstream reads one request a connection: each answer closes it.
const FINAL =
  'HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}';

let raw: RawUpstream;
let apps: TestApp[];
beforeAll(async () => {
  raw = await rawUpstream();
  const env = { UPSTREAM_BASE_URL: raw.url, UPSTREAM_TIMEOUT_SECONDS: "2" };
  apps = [await startApp({ ...env, UPSTREAM_TOKEN: SECRET }), await startApp(env)];
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await raw.close();
});

const query = (app: TestApp) =>
  fetch(`${app.url}${SUBMIT_PATH}/r1`, { headers: { ...fromPage(app), Authorization: "Bearer user" } });

describe("a 100 Continue before the final answer", () => {
  it.each([
    ["in the same write as the 200", ["HTTP/1.1 100 Continue\r\n\r\n" + FINAL]],
    ["then the 200 apart", ["HTTP/1.1 100 Continue\r\n\r\n", FINAL]],
    ["cut inside its status line", ["HTTP/1.1 1", "00 Continue\r", "\n\r\n", FINAL]],
    ["twice, HTTP/1.0 and no reason phrase", ["HTTP/1.0 100\r\nX-A: 1\r\n\r\nHTTP/1.1 100 Continue\r\n\r\n", FINAL]],
  ])("%s: the page gets the 200, in both token modes", async (_name, writes) => {
    for (const app of apps) {
      raw.script = (socket) => writes.forEach((bytes, i) => setTimeout(() => socket.write(bytes), i * 30));
      const answer = await query(app);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ok: true });
    }
  });

  it("is passed over on a connection kept alive, answer after answer", async () => {
    let connections = 0;
    const service: Server = createServer((_request, response) => {
      response.writeContinue();
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true}');
    });
    service.on("connection", () => (connections += 1));
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    const app = await startApp({ UPSTREAM_BASE_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}` });
    try {
      for (let i = 0; i < 3; i += 1) expect((await query(app)).status).toBe(200);
      expect(connections).toBe(1);
    } finally {
      await app.close();
      service.closeAllConnections();
      service.close();
    }
  });
});

describe("continueHeadEnd", () => {
  const of = (text: string) => continueHeadEnd(Buffer.from(text, "latin1"));
  it("finds the end of a whole 100 head", () => expect(of("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200")).toBe(25));
  it.each(["", "HTTP/1.1 1", "HTTP/1.1 100", "HTTP/1.1 100 Continue\r\n"])("asks for more of %j", (text) =>
    expect(of(text)).toBe("more"),
  );
  it.each([
    "HTTP/1.1 200 OK\r\n\r\n",
    "HTTP/1.1 1000 x\r\n\r\n",
    "HTTP/1.2 100 x\r\n\r\n",
    "{",
    "HTTP/1.1 103 x\r\n\r\n",
  ])("leaves %j alone", (text) => expect(of(text)).toBe("none"));
  it("leaves a 100 head past 8 KiB to undici's parser", () =>
    expect(of(`HTTP/1.1 100 Continue\r\nX-A: ${"a".repeat(9000)}`)).toBe("none"));
});
