import type { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import {
  SHARED_PAGE,
  SHARED_PAGE_MAX,
  WORKSPACE_EVENTS_PATH,
  WORKSPACE_TASKS_PATH,
} from "../../src/contract/shared-task.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import type { ChangeSignal } from "../workspace/changes.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import type { RunBook } from "../workspace/runs.ts";
import type { TaskBook } from "../workspace/tasks.ts";
import { newestChange, sharedSince } from "../workspace/shared-tasks.ts";
import { changesSince, type SharedChange } from "../workspace/shared-changes.ts";

/** What the routes read: the database, and the signal of its changes. */
export type SharedWorkspace = {
  database: Pick<WorkspaceDatabase, "db">;
  changes: Pick<ChangeSignal, "listen" | "stamp">;
  runs: RunBook;
  tasks: Pick<TaskBook, "track">;
};

/** Read again with no signal this long (a lost LISTEN connection), and a comment keeps proxies from closing. */
const QUIET_MS = 15_000;
/** A batch of events stops growing past this many bytes: bodies may hold images. */
const BATCH_BYTES = 512 * 1024;

/**
 * The workspace's tasks for its pages: `GET tasks?since=n` answers a page of what changed after
 * change n; `GET events` streams the same as it happens (event `tasks`, its id the last change
 * number), resuming from `Last-Event-ID` when the browser reconnects. A number from another
 * workspace (ahead of this one's newest) reads from the start.
 */
export function workspaceRoutes(
  app: Hono<AppEnv>,
  opened: Promise<SharedWorkspace>,
  guard: GuardOptions,
  /** This server follows its tasks: pages leave to it those it tracks (else they check them themselves). */
  following: boolean,
  /** The sandbox's: a kept record's files named on the host this page reached the server by. */
  localize: (text: string, host: string) => string = (text) => text,
) {
  app.get(WORKSPACE_TASKS_PATH, async (c) => {
    const asked = readAsked(c);
    if ("refused" in asked) return asked.refused;
    const { database } = await opened;
    const page = await sharedSince(database, asked.since, asked.limit, following);
    return c.body(localize(JSON.stringify(page), c.req.header("host") ?? ""), 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
    });
  });

  app.get(WORKSPACE_EVENTS_PATH, async (c) => {
    const asked = readAsked(c, c.req.header("last-event-id"));
    if ("refused" in asked) return asked.refused;
    const { database, changes } = await opened;
    const host = c.req.header("host") ?? "";
    return streamSSE(c, async (stream) => {
      let since = asked.since > (await newestChange(database)) ? 0 : asked.since;
      let woken = true;
      let wake = () => {};
      const stop = changes.listen(() => {
        woken = true;
        wake();
      });
      stream.onAbort(() => wake());
      try {
        await stream.writeSSE({ event: "ready", data: "", retry: 2000 });
        while (!stream.aborted) {
          // Until nothing more is there: a change that came while a page was read wakes it again.
          while (woken && !stream.aborted) {
            woken = false;
            const page = await changesSince(database, since, 50, following);
            for (const event of batches(page.changes, (text) => localize(text, host))) await stream.writeSSE(event);
            since = page.cursor;
            woken ||= page.more;
          }
          const quiet = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), QUIET_MS);
            wake = () => (clearTimeout(timer), resolve(false));
            if (woken || stream.aborted) wake();
          });
          if (quiet && !stream.aborted) {
            await stream.write(": still here\n\n");
            woken = true;
          }
        }
      } finally {
        stop();
      }
    });
  });

  function readAsked(c: AppContext, resumeFrom?: string) {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return { refused };
    const since = Number(resumeFrom ?? c.req.query("since") ?? 0);
    const limit = Number(c.req.query("limit") ?? SHARED_PAGE);
    if (!Number.isSafeInteger(since) || since < 0 || !Number.isInteger(limit) || limit < 1 || limit > SHARED_PAGE_MAX)
      return {
        refused: problemResponse(400, {
          type: "request_error",
          code: "invalid_request",
          message: `Ask with since, a change number (0 or more), and limit, 1 to ${SHARED_PAGE_MAX}.`,
        }),
      };
    return { since, limit };
  }
}

/**
 * Events of tasks (`tasks`) and of runs (`runs`), in the order of their changes: each up to
 * BATCH_BYTES (one change at least) and of one kind, its id the last one's change number.
 */
function* batches(changes: readonly SharedChange[], localized: (text: string) => string) {
  let texts: string[] = [];
  let bytes = 0;
  const kind = (change: SharedChange) => ("task" in change ? "tasks" : "runs");
  for (const [i, change] of changes.entries()) {
    const text = localized(JSON.stringify("task" in change ? change.task : change.run));
    texts.push(text);
    bytes += text.length;
    const next = changes[i + 1];
    if (bytes < BATCH_BYTES && next && kind(next) === kind(change)) continue;
    yield { event: kind(change), id: String(change.change), data: `[${texts.join(",")}]` };
    texts = [];
    bytes = 0;
  }
}
