import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { startApp, type TestApp } from "../test/app-server.ts";
import { rawUpstream, type RawScript, type RawUpstream } from "../test/raw-upstream.ts";

// A service that breaks HTTP, behind the proxy. The probe's findings: status 099 crashed the
// server (ERR_HTTP_INVALID_STATUS_CODE), and 101 hung the client past every time-out. Now each
// is answered (502, or 504 for what never answers), and the server goes on serving.

let upstream: RawUpstream;
let app: TestApp;
beforeAll(async () => {
  upstream = await rawUpstream();
  app = await startApp({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TIMEOUT_SECONDS: "1" });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

const answer =
  (bytes: string): RawScript =>
  (socket) =>
    socket.end(bytes);
const query = () => fetch(`${app.url}${SUBMIT_PATH}/r1`, { headers: { Authorization: "Bearer user" } });

describe("a service that breaks HTTP", () => {
  it.each<[string, RawScript, number]>([
    ["status 099", answer("HTTP/1.1 099 Weird\r\nContent-Length: 2\r\n\r\n{}"), 502],
    ["status 600", answer("HTTP/1.1 600 Odd\r\nContent-Length: 2\r\n\r\n{}"), 502],
    ["status 1000", answer("HTTP/1.1 1000 Odd\r\nContent-Length: 2\r\n\r\n{}"), 502],
    [
      "101 with an Upgrade",
      answer("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"),
      502,
    ],
    ["a bare 101", answer("HTTP/1.1 101 Switching Protocols\r\n\r\n"), 502],
    ["100 Continue, then the connection closes", answer("HTTP/1.1 100 Continue\r\n\r\n"), 502],
    ["an invalid header name", answer("HTTP/1.1 200 OK\r\nX Bad: 1\r\nContent-Length: 2\r\n\r\n{}"), 502],
    ["a NUL in a header value", answer("HTTP/1.1 200 OK\r\nX-A: a\0b\r\nContent-Length: 2\r\n\r\n{}"), 502],
    ["two Content-Lengths", answer("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}"), 502],
    ["not HTTP at all", answer("SSH-2.0-OpenSSH_9.6\r\n"), 502],
    ["a dropped socket", (socket) => socket.destroy(), 502],
    ["early hints, then nothing", (socket) => socket.write("HTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n"), 504],
    ["nothing at all", () => undefined, 504],
  ])("%s: answered in the error shape, and the server still serves", async (_name, script, status) => {
    upstream.script = script;
    const started = performance.now();
    const failed = await query();
    expect(failed.status).toBe(status);
    expect(((await failed.json()) as { error: { type: string } }).error.type).toBe("upstream_error");
    expect(performance.now() - started).toBeLessThan(5_000);
    expect((await fetch(`${app.url}/`)).status).toBe(200);
  });

  it("a body cut short after the status line: the client sees the connection dropped, the server goes on", async () => {
    upstream.script = (socket) => socket.end(`HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n${"x".repeat(1000)}`);
    await expect(query().then((response) => response.text())).rejects.toThrow();
    expect((await fetch(`${app.url}/`)).status).toBe(200);
  });

  it("a 64 MB answer streams through whole", async () => {
    const size = 64 * 1024 * 1024;
    upstream.script = (socket) => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`);
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const more = () => {
        while (sent < size) {
          sent += chunk.length;
          if (!socket.write(chunk)) return void socket.once("drain", more);
        }
        socket.end();
      };
      more();
    };
    const response = await query();
    let received = 0;
    for await (const part of response.body!) received += part.length;
    expect(received).toBe(size);
    expect((await fetch(`${app.url}/`)).status).toBe(200);
  });
});
