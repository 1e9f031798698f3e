import { SHARED_PAGE, WORKSPACE_EVENTS_PATH, WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { fromPage } from "../../server/test/app-server.ts";
import { readEvents } from "../../server/test/event-stream.ts";
import { summarize, type Summary } from "./stats.ts";

// The workspace's history as its server hands it out, over real HTTP: a page of SHARED_PAGE tasks
// (`GET tasks?since=…&limit=…`, the read any client of the workspace makes) from the start and
// from the middle, one request after another on a kept-alive connection, each timed to its last
// byte; and the whole history as a page's event stream sends it on a first visit (`events?since=0`).

export type ServerPages = {
  first: Summary;
  middle: Summary;
  /** The first page's size, bytes of JSON. */
  pageBytes: number;
  /** `events?since=0` until its last task's event came, read by Node (no page storing it). */
  streamMs: number;
  streamEvents: number;
};

async function timePage(url: string, since: number, requests: number): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const answer = await fetch(`${url}${WORKSPACE_TASKS_PATH}?since=${since}&limit=${SHARED_PAGE}`, {
      headers: fromPage({ url }),
    });
    const body = await answer.text();
    times.push(performance.now() - start);
    if (answer.status !== 200)
      throw new Error(`the workspace's tasks answered ${answer.status}: ${body.slice(0, 200)}`);
    bytes = body.length;
  }
  return { times, bytes };
}

/** The stream from change 0 until the event of change `last`. */
async function timeStream(url: string, last: number): Promise<{ ms: number; events: number }> {
  const start = performance.now();
  const events = await readEvents(`${url}${WORKSPACE_EVENTS_PATH}?since=0`, fromPage({ url }));
  let heard = 0;
  try {
    for (let id = 0; id < last; heard++) id = Number((await events.next("tasks", 60_000)).id);
    return { ms: performance.now() - start, events: heard };
  } finally {
    events.close();
  }
}

/** The app at `url` serves a workspace of `total` tasks, numbered 1 to `total` by change. */
export async function measureServerPages(url: string, total: number, requests: number): Promise<ServerPages> {
  // A few unmeasured first: the server's code and the database's pages warm, as a running server's are.
  await timePage(url, 0, 5);
  const first = await timePage(url, 0, requests);
  const middle = await timePage(url, Math.floor(total / 2), requests);
  const stream = await timeStream(url, total);
  return {
    first: summarize(first.times),
    middle: summarize(middle.times),
    pageBytes: first.bytes,
    streamMs: stream.ms,
    streamEvents: stream.events,
  };
}
