import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { auth, post, startSandbox, type TestSandbox } from "../test/sandbox-server.ts";
import { MAX_FAULTS } from "./faults.ts";
import { LOGGED_BODY_CHARS } from "./request-log.ts";

// The probe's findings: six unauthenticated 30 MB bodies (read and logged before the token
// check) exhausted the heap; tasks never expired; 5,000 faults took 176 MB. Now the token comes
// first, the log keeps a bounded prefix, tasks expire, and faults are capped. Bodies past what
// the service accepts are refused before they are parsed: body-bounds.test.ts.

const TTL_SECONDS = 60;
let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox(10, TTL_SECONDS)));
afterAll(() => sandbox.close());
beforeEach(() => fetch(`${sandbox.url}/__sandbox/reset`, { method: "POST" }));

const video = { model: "minimax/t2v-01-director", prompt: "A fox" };
const submitted = async () =>
  ((await (await post(`${sandbox.url}${SUBMIT_PATH}`, video)).json()) as { data: { request_id: string } }).data
    .request_id;
const query = (id: string) => fetch(`${sandbox.url}${SUBMIT_PATH}/${id}`, { headers: auth });

function heapAfterGc(): number {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  return process.memoryUsage().heapUsed;
}

describe("the sandbox's memory stays bounded", () => {
  it("refuses six 30 MB bodies at once, sent with no token or a wrong one, before reading them", async () => {
    const big = JSON.stringify({ ...video, padding: "x".repeat(30 * 1024 * 1024) });
    const headers: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong" },
      {},
      { Authorization: "Basic x" },
      {},
      {},
    ];
    const answers = await Promise.all(headers.map((h) => post(`${sandbox.url}${SUBMIT_PATH}`, big, h)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(401));
    expect(sandbox.state.log.list().map((entry) => [entry.status, entry.body, entry.body_bytes])).toEqual(
      Array(6).fill([401, null, 0]),
    );
  }, 30_000);

  it("keeps at most a bounded prefix of each body: six of the largest submissions leave the heap as it was", async () => {
    const send = async (i: number) => {
      const body = JSON.stringify({ ...video, padding: `${i}`.repeat(MAX_SUBMIT_BODY_BYTES - 1024) });
      expect((await post(`${sandbox.url}${SUBMIT_PATH}`, body)).status).toBe(200);
    };
    // The first one's leftovers (the client's and V8's, not the log's) are the baseline.
    await send(0);
    const before = heapAfterGc();
    for (let i = 1; i <= 6; i++) await send(i);
    const many = JSON.stringify({
      ...video,
      ...Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, "many fields, each of some length"])),
    });
    expect((await post(`${sandbox.url}${SUBMIT_PATH}`, many)).status).toBe(200);
    const kept = sandbox.state.log
      .list()
      .map((entry) => (typeof entry.body === "string" ? entry.body : JSON.stringify(entry.body)).length);
    expect(Math.max(...kept)).toBeLessThan(LOGGED_BODY_CHARS + 100);
    expect(sandbox.state.log.list()[0]!.body_bytes).toBeGreaterThan(MAX_SUBMIT_BODY_BYTES - 1024);
    expect(heapAfterGc() - before).toBeLessThan(20 * 1024 * 1024);
  }, 30_000);

  it("forgets a task after SANDBOX_TASK_TTL_SECONDS: its query and its files answer 404", async () => {
    const id = await submitted();
    sandbox.advance(20_000);
    const record = (await (await query(id)).json()) as { data: { data: { video_urls: string[] } } };
    const file = record.data.data.video_urls[0]!;
    expect((await fetch(file)).status).toBe(200);
    sandbox.advance(TTL_SECONDS * 1000);
    expect((await query(id)).status).toBe(404);
    expect((await fetch(file)).status).toBe(404);
    expect(sandbox.state.tasks.size).toBe(0);
  });

  it(`arms at most ${MAX_FAULTS} faults`, async () => {
    for (let i = 0; i < MAX_FAULTS; i++)
      expect((await post(`${sandbox.url}/__sandbox/faults`, { kind: "slow", match: `m${i}` }, {})).status).toBe(201);
    const refused = await post(`${sandbox.url}/__sandbox/faults`, { kind: "slow" }, {});
    expect(refused.status).toBe(409);
    expect(sandbox.state.faults.list()).toHaveLength(MAX_FAULTS);
  });
});
