import { request } from "node:http";
import { SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { pick } from "./mode.ts";
import { AUTH_HEADERS, submitVideo } from "./sandbox-api.ts";
import { startSandbox } from "./server.ts";
import { alone, failure, HEAP_LIMIT_ARGS, series, STALL_HEADERS, stallRow, watchRss, type Stall } from "./stall.ts";
import { bytes, type Section } from "./table.ts";

// Issue 24: a submission whose body is a 30 MB JSON array of empty objects, which the sandbox
// must refuse: how long until it answers, how long the others wait meanwhile, how much memory.

const BODY_BYTES = pick(30_000_000, 3_000_000);
const ALONE_MS = pick(2_000, 300);
const ANSWER_TIMEOUT_MS = pick(120_000, 30_000);
const PIECE_BYTES = 64 * 1024;

export type RefusedBodyResult = { bodyBytes: number; sends: Stall[] };

/** `[{},{},…]` of about `size` bytes. */
const emptyObjects = (size: number) => Buffer.from(`[${"{},".repeat(Math.floor(size / 3) - 1)}{}]`);

/** POSTs `body` with a Content-Length, or chunked in PIECE_BYTES pieces; resolves to the answer's status. */
function post(url: string, body: Buffer, chunked: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = chunked ? AUTH_HEADERS : { ...AUTH_HEADERS, "Content-Length": String(body.length) };
    let status: number | undefined;
    const req = request(`${url}${SUBMIT_PATH}`, { method: "POST", headers, timeout: ANSWER_TIMEOUT_MS }, (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.once("end", () => resolve(status!));
    });
    // A server that refuses early may close while the body is still going: its answer is what counts.
    req.on("error", (error) => (status === undefined ? reject(error) : resolve(status)));
    req.on("timeout", () => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)));
    let at = 0;
    const next = () => {
      while (at < body.length && !req.destroyed)
        if (!req.write(body.subarray(at, (at += PIECE_BYTES)))) return void req.once("drain", next);
      if (!req.destroyed) req.end();
    };
    if (chunked) next();
    else req.end(body);
  });
}

/** One send in a sandbox of its own (so its memory figures are this send's alone). */
async function send(body: Buffer, chunked: boolean): Promise<Stall> {
  const sandbox = await startSandbox(HEAP_LIMIT_ARGS);
  try {
    const task = await submitVideo(sandbox.url, "A lighthouse at night");
    const small = async () => {
      const response = await fetch(`${sandbox.url}${taskPath(task.request_id)}`, {
        headers: AUTH_HEADERS,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return response.ok;
    };
    const before = await alone(small, ALONE_MS);
    const rss = watchRss(sandbox.pid);
    const started = performance.now();
    const answer = post(sandbox.url, body, chunked);
    const during = await series(small, answer, Date.now() + ANSWER_TIMEOUT_MS);
    const outcome = await answer.then(
      (status) => `HTTP ${status}`,
      (error: unknown) => failure(error, sandbox),
    );
    const name = chunked ? "chunked" : "with Content-Length";
    return { name, outcome, ms: performance.now() - started, alone: before, during, rss: rss() };
  } finally {
    await sandbox.stop();
  }
}

export async function measureRefusedBody(): Promise<RefusedBodyResult> {
  const body = emptyObjects(BODY_BYTES);
  return { bodyBytes: body.length, sends: [await send(body, false), await send(body, true)] };
}

export function refusedBodySection(result: RefusedBodyResult): Section {
  return {
    title: `Other requests while the sandbox handles a ${bytes(result.bodyBytes)} submission of empty objects`,
    headers: STALL_HEADERS,
    rows: result.sends.map(stallRow),
    notes: [
      "POST /api/v1/tasks/generations with the sandbox's token and a JSON array of {} (sent once with a " +
        "Content-Length, once chunked), to a sandbox in a process of its own with a 1 GiB heap, one per send.",
      "others: queries of a small task in that sandbox, one after another 20 ms apart, alone first, then until " +
        "the big one is answered; added = meanwhile less alone.",
      "RSS: the sandbox process's resident memory (/proc), before the big submission and at its peak since.",
    ],
  };
}
