import type { Hono } from "hono";
import { ARCHIVE_PATH, type ArchiveStateAnswer } from "../../src/contract/archive.ts";
import type { ServerProblemCode } from "../../src/contract/server-problems.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppEnv } from "../http/env.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import type { SharedWorkspace } from "../app/workspace-routes.ts";
import { archiveReads } from "./archive-reads.ts";
import { queueOnDemand, type OnDemand } from "./queue-on-demand.ts";

// `POST /__taskdeck/archive/<task key>` (issue 29): a finished task's files kept on demand, for
// a task the archive never looked at (finished before it came, moved in finished), or a file it
// gave up on, tried again (queue-on-demand.ts). Reviewers and up (route-roles.ts): it spends the
// workspace's storage. 202 with the task's archive state; pages hear the copies land as changes.

const conflict = (code: ServerProblemCode, message: string) =>
  problemResponse(409, { type: "request_error", code, message });

const REFUSALS: Record<Exclude<OnDemand, "queued">, () => Response> = {
  missing: () =>
    problemResponse(404, {
      type: "not_found_error",
      code: "not_found",
      message: "This workspace has no task by that key (it may have been deleted).",
    }),
  "not-completed": () =>
    conflict("task_not_completed", "Only a completed task's files are copied: this one has not completed."),
  "no-files": () => conflict("no_result_files", "This task delivered no file to copy."),
};

export function archiveRequestRoute(
  app: Hono<AppEnv>,
  opened: Promise<Pick<SharedWorkspace, "database" | "changes">>,
  guard: GuardOptions,
  { archiving }: { archiving: boolean },
) {
  app.post(`${ARCHIVE_PATH}:key`, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    // Nothing would copy what is queued: the page's Keep is this browser's own here.
    if (!archiving)
      return conflict("archive_off", "This workspace keeps no copies of result files (ARCHIVE_RESULTS is off).");
    const key = c.req.param("key");
    const { database, changes } = await opened;
    const outcome = await queueOnDemand(database, changes.stamp, key);
    if (outcome !== "queued") return REFUSALS[outcome]();
    const answer: ArchiveStateAnswer = { key, archiving, files: await archiveReads(database).statesOf(key) };
    return c.json(answer, 202, { "Cache-Control": "no-store" });
  });
}
