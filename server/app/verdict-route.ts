import type { Hono } from "hono";
import { WORKSPACE_VERDICTS_PATH, verdictSchema } from "../../src/contract/verdict-schema.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppEnv } from "../http/env.ts";
import { readJsonBody } from "../http/json-body.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import type { SharedWorkspace } from "./workspace-routes.ts";
import { isSubmissionKey } from "../workspace/submissions.ts";
import { keepVerdict } from "../workspace/verdicts.ts";
import { actorOf } from "../access/who.ts";

/** How far ahead of this server's clock a page's may be (NTP keeps them within seconds). */
export const CLOCK_SLACK_MS = 5 * 60_000;

/** A verdict's notes are at most 10,000 characters, its pins a few: far below this. */
const MAX_VERDICT_BYTES = 256 * 1024;

const invalid = (message: string) => problemResponse(400, { type: "request_error", code: "invalid_request", message });

/**
 * `PUT verdicts/<key>`: a page's verdict on a task, by the task's key (its entry's id). Kept
 * unless the workspace holds a newer one (204 either way: the page then hears the newest).
 */
export function verdictRoute(app: Hono<AppEnv>, opened: Promise<SharedWorkspace>, guard: GuardOptions) {
  app.put(`${WORKSPACE_VERDICTS_PATH}:key`, async (c) => {
    const headers = c.env.incoming.headers;
    const refused = crossSiteRefusal(headers, guard) ?? jsonBodyRefusal(headers);
    if (refused) return refused;
    const key = c.req.param("key");
    if (!isSubmissionKey(key)) return invalid("The task's key is 8 to 128 letters, digits or . _ : -.");
    const read = await readJsonBody(c.req.raw.body, MAX_VERDICT_BYTES, verdictSchema, {
      tooLarge: `A verdict is at most ${MAX_VERDICT_BYTES} bytes.`,
      shape: "The verdict is not one",
    });
    if ("refused" in read) return read.refused;
    const verdict = read.value;
    // Stamped by the page's clock: a copy dated far ahead would win over every later one.
    const { updatedAt } = verdict;
    if (!Number.isSafeInteger(updatedAt) || updatedAt > Date.now() + CLOCK_SLACK_MS)
      return invalid("The verdict's updatedAt is a time in milliseconds, not later than now.");
    const { changes, database } = await opened;
    // A task deleted from the workspace (issue 29) takes no verdict: no page shows it any more.
    const task = await database.db
      .selectFrom("submissions")
      .select("key")
      .where("key", "=", key)
      .where("removed_at", "is", null)
      .executeTakeFirst();
    if (!task)
      return problemResponse(404, {
        type: "not_found_error",
        code: "not_found",
        message: "The workspace holds no task with this key: a verdict on a browser's own task stays there.",
      });
    // Kept as this person's: another's verdict on the same task stays as it is.
    await keepVerdict(changes.stamp, key, verdict, actorOf(c));
    return c.body(null, 204, { "Cache-Control": "no-store" });
  });
}
