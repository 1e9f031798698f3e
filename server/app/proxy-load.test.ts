import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { fakeDist } from "../test/app-server.ts";
import { startAppProcess, type AppProcess } from "../test/app-process.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { SECRET } from "../test/token-spellings.ts";

// The probe's finding: a 15 MB JSON answer full of escapes cost one JSON.parse per string and
// held the server 5.2 s (GET / waited 5,194 ms). Now the answer streams through one pass per
// chunk, and requests to the same server (a process of its own) are answered meanwhile.

const SIZE = 15 * 1024 * 1024;
// Escapes, near-misses of the token in several spellings, and one whole spelling per piece.
const PIECE = `\\u0073${SECRET.slice(1, -1)}","${encodeURIComponent(SECRET.slice(0, -2))}\\\\u00%7\\/${SECRET}`;

let upstream: RecordingUpstream;
let server: AppProcess;
beforeAll(async () => {
  upstream = await recordingUpstream();
  server = await startAppProcess({ DIST_DIR: fakeDist(), UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TOKEN: SECRET });
}, 60_000);
afterAll(async () => {
  await server.stop();
  await upstream.close();
});

describe("a 15 MB hostile JSON answer", () => {
  it("streams through redacted while the server answers others promptly", async () => {
    const count = Math.floor(SIZE / PIECE.length);
    const body = Buffer.from(`["${`${PIECE}","`.repeat(count)}"]`);
    upstream.reply = (_seen, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
      res.end(body);
    };
    for (let warm = 0; warm < 20; warm += 1) await fetch(`${server.url}/`);
    const delays: number[] = [];
    const proxied = fetch(`${server.url}${SUBMIT_PATH}/r1`, { headers: { Origin: server.url } }).then((answer) =>
      answer.text(),
    );
    let done = false;
    void proxied.finally(() => (done = true));
    while (!done) {
      const started = performance.now();
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      delays.push(performance.now() - started);
    }
    const text = await proxied;
    expect(text.split("[redacted]")).toHaveLength(count + 1);
    expect(text).not.toContain(SECRET);
    const worst = Math.max(...delays);
    // The wait is a figure (`npm run bench` reports it), not a test: a loaded machine stretches it.
    // What a test can hold is that the answer did not take the server whole: other requests were
    // answered one after another while it streamed (a server held for the whole answer answers one).
    console.warn(`15 MB hostile answer: ${delays.length} requests meanwhile, worst ${worst.toFixed(1)} ms`);
    expect(delays.length).toBeGreaterThanOrEqual(5);
  }, 60_000);
});
