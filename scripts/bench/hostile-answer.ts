import { taskPath } from "../../src/contract/server-paths.ts";
import { startApp } from "./app-server.ts";
import { startChild } from "./child.ts";
import { pick } from "./mode.ts";
import { alone, failure, HEAP_LIMIT_ARGS, series, STALL_HEADERS, stallRow, watchRss, type Stall } from "./stall.ts";
import { bytes, type Section } from "./table.ts";

// Issue 24: while Taskdeck's proxy (holding the token) passes on one hostile answer of 15 MB,
// how long do the other requests to that server wait, and how much memory does it take?

const HOSTILE_BYTES = pick(15_000_000, 1_500_000);
const HELD_TOKEN = "bench-held-token-9f2c";
const HOSTILE_ID = "bench-hostile-answer";
const SMALL_ID = "bench-small-answer";
const ALONE_MS = pick(2_000, 300);
/** How long the hostile answer may take before the bench stops waiting for it. */
const ANSWER_TIMEOUT_MS = pick(120_000, 30_000);

export type HostileAnswerResult = Stall & { answerBytes: number };

export async function measureHostileAnswer(distDir: string): Promise<HostileAnswerResult> {
  const upstream = await startChild("scripts/bench/hostile-upstream.ts", {
    HELD_TOKEN,
    HOSTILE_ID,
    HOSTILE_BYTES: String(HOSTILE_BYTES),
  });
  const app = await startApp({
    distDir,
    env: { UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TOKEN: HELD_TOKEN },
    nodeArgs: HEAP_LIMIT_ARGS,
  }).catch(async (error: unknown) => {
    await upstream.stop();
    throw error;
  });
  try {
    // The token is held: the page's requests carry no Authorization, only their origin.
    const query = (id: string) =>
      fetch(`${app.url}${taskPath(id)}`, {
        headers: { Origin: app.url },
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
    const small = async () => {
      const response = await query(SMALL_ID);
      await response.arrayBuffer();
      return response.ok;
    };
    const before = await alone(small, ALONE_MS);
    const rss = watchRss(app.pid);
    const started = performance.now();
    const answer = query(HOSTILE_ID).then(async (response) => ({
      status: response.status,
      received: (await response.arrayBuffer()).byteLength,
    }));
    const during = await series(small, answer, Date.now() + ANSWER_TIMEOUT_MS);
    const outcome = await answer.then(
      ({ status, received }) => `HTTP ${status}, ${bytes(received)}`,
      (error: unknown) => failure(error, app),
    );
    return {
      name: `a ${bytes(HOSTILE_BYTES)} answer through the proxy`,
      outcome,
      ms: performance.now() - started,
      alone: before,
      during,
      rss: rss(),
      answerBytes: HOSTILE_BYTES,
    };
  } finally {
    await app.stop();
    await upstream.stop();
  }
}

export function hostileAnswerSection(result: HostileAnswerResult): Section {
  return {
    title: `Other requests while the proxy passes on a hostile ${bytes(result.answerBytes)} answer`,
    headers: STALL_HEADERS,
    rows: [stallRow(result)],
    notes: [
      "Taskdeck's proxy holding the token (UPSTREAM_TOKEN), in a process of its own with a 1 GiB heap, before a " +
        "service whose answer to one query is JSON of escapes and near-misses of that token (scripts/bench/hostile-upstream.ts).",
      "others: queries of a small task through the same proxy, one after another 20 ms apart, alone first, then " +
        "while the hostile answer is asked for and read; added = meanwhile less alone.",
      "RSS: the server process's resident memory (/proc), before the hostile query and at its peak since.",
    ],
  };
}
