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
import { changesSince } from "../workspace/shared-changes.ts";
import { WORKSPACE_CHANGES_PATH } from "../../src/contract/change-events.ts";
import { batches } from "./change-events.ts";

/** What the routes read: the database, and the signal of its changes. */
export type SharedWorkspace = {
  database: Pick<WorkspaceDatabase, "db">;
  changes: Pick<ChangeSignal, "listen" | "stamp" | "stampItem">;
  runs: RunBook;
  tasks: Pick<TaskBook, "track">;
};

/** Read again with no signal this long (a lost LISTEN connection), and a comment keeps proxies from closing. */
const QUIET_MS = 15_000;

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
  {
    following,
    stallMs,
    localize = (text) => text,
  }: {
    /** This server follows its tasks: pages leave to it those it tracks (else they check them themselves). */
    following: boolean;
    /** A stream whose write waits this long (its page reads nothing) is closed: the page reconnects. */
    stallMs: number;
    /** The sandbox's: a kept record's files named on the host this page reached the server by. */
    localize?: (text: string, host: string) => string;
  },
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

  // The stream's events as JSON, for a page whose stream a proxy holds back: it asks again and again.
  app.get(WORKSPACE_CHANGES_PATH, async (c) => {
    const asked = readAsked(c);
    if ("refused" in asked) return asked.refused;
    const { database } = await opened;
    const host = c.req.header("host") ?? "";
    const since = asked.since > (await newestChange(database)) ? 0 : asked.since;
    const page = await changesSince(database, since, asked.limit, following);
    const events = [...batches(page.changes, (text) => localize(text, host))];
    return c.json({ events, more: page.more }, 200, { "Cache-Control": "no-store" });
  });

  app.get(WORKSPACE_EVENTS_PATH, async (c) => {
    const asked = readAsked(c, c.req.header("last-event-id"));
    if ("refused" in asked) return asked.refused;
    const { database, changes } = await opened;
    const host = c.req.header("host") ?? "";
    // A proxy that buffers answers (nginx's default) holds events back unless told not to.
    c.header("X-Accel-Buffering", "no");
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
            // The largest pages (bounded in bytes too: shared-tasks.ts): a first visit to a long
            // history takes it in some dozens of events, each one render of the deck, not thousands.
            const page = await changesSince(database, since, SHARED_PAGE_MAX, following);
            for (const event of batches(page.changes, (text) => localize(text, host)))
              if (!(await within(stream.writeSSE(event), stallMs))) {
                // Its page stopped reading: what is being written is let go, the page resumes from its last id.
                c.env.incoming.socket.destroy();
                stream.abort();
                return;
              }
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

/** Whether `write` ends within `ms`. */
async function within(write: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([write.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
