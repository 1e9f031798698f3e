import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_ITEMS, MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { errorBodySchema } from "../../src/contract/error-body.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { startAppProcess, type AppProcess } from "../test/app-process.ts";
import { fakeDist } from "../test/app-server.ts";
import { rawExchange, rawRequest, statusOf, upload } from "../test/raw-http.ts";

// The probe's attack: a 30 MB JSON array of empty objects, sent with the public sandbox token.
// It was parsed twice (the log, then the API) with the body budget already given back: a 1 GiB
// heap died, a larger one took 31 s while every other request waited. Here `npm start` runs in
// sandbox mode with a 160 MB heap, so a body that still got parsed would take the process down.

const HEAP_MB = 160;
let server: AppProcess;
beforeAll(async () => {
  server = await startAppProcess({ DIST_DIR: fakeDist() }, [`--max-old-space-size=${HEAP_MB}`]);
}, 60_000);
afterAll(() => server.stop());

const auth = { Authorization: `Bearer ${SANDBOX_TOKEN}`, "Content-Type": "application/json" };

/** `[{},{},…]` of about `bytes` bytes: three bytes per object. */
const emptyObjects = (bytes: number) => Buffer.from(`[${"{},".repeat(Math.floor((bytes - 3) / 3))}{}]`);

const send = (body: Buffer, options: { chunked?: boolean } = {}) =>
  upload(`${server.url}${SUBMIT_PATH}`, body, auth, options);

/** Milliseconds a query takes to be answered (404: no such task), and that it was. */
async function queryMs(): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${server.url}${SUBMIT_PATH}/no-such-task`, { headers: auth });
  expect(answer.status).toBe(404);
  return performance.now() - started;
}

const ATTACK = emptyObjects(30 * 1024 * 1024);
/** Just under the size limit, so only the scan stands between it and JSON.parse. */
const BOMB = emptyObjects(MAX_SUBMIT_BODY_BYTES - 16);

describe("bodies past what the service accepts", () => {
  it("answers the 30 MB attack 413 at once, and a query meanwhile promptly", async () => {
    const started = performance.now();
    const attacks = Array.from({ length: 6 }, () => send(ATTACK).then((answer) => answer.status));
    const waited = await queryMs();
    expect(await Promise.all(attacks)).toEqual(Array(6).fill(413));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(waited).toBeLessThan(500);
    // Refused on its declared length alone: the answer comes with not a byte of the body sent.
    const head = rawRequest(server.url, "POST", SUBMIT_PATH, { ...auth, "Content-Length": String(ATTACK.length) });
    expect(statusOf(await rawExchange(server.url, head, 2_000))).toBe(413);
  }, 30_000);

  it("stops the same attack sent chunked once it passes the limit, and still answers queries", async () => {
    const started = performance.now();
    const attack = send(ATTACK, { chunked: true }).then((answer) => answer.status);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waited = await queryMs();
    expect(await attack).toBe(413);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(waited).toBeLessThan(500);
    expect(server.alive()).toBe(true);
  }, 30_000);

  it("refuses a parse bomb under the size limit with 400, unparsed: six at once leave a small heap standing", async () => {
    const single = await send(BOMB);
    expect(single.status).toBe(400);
    const { error } = errorBodySchema.parse(JSON.parse(single.text));
    expect(error).toMatchObject({ type: "request_error", code: "invalid_request" });
    expect(error.message).toContain(String(MAX_BODY_ITEMS));

    const started = performance.now();
    const bombs = await Promise.all(Array.from({ length: 6 }, () => send(BOMB).then((answer) => answer.status)));
    // Uploading six takes most of this: each is refused in one pass over its bytes.
    expect(performance.now() - started).toBeLessThan(10_000);
    // More at once than the body budget holds are told the sandbox is busy.
    expect(bombs).toContain(400);
    expect(bombs.every((status) => status === 400 || status === 503)).toBe(true);
    expect(server.alive(), server.output()).toBe(true);
    expect(await queryMs()).toBeLessThan(500);
  }, 60_000);
});
