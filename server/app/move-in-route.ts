import type { Hono } from "hono";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { MOVE_BYTES, moveInSchema, WORKSPACE_MOVE_IN_PATH } from "../../src/contract/moved-task.ts";
import type { AppEnv } from "../http/env.ts";
import { readJsonBody } from "../http/json-body.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import { moveIn, moveRunsIn } from "../workspace/move-in.ts";
import type { SharedWorkspace } from "./workspace-routes.ts";

/** A page's batch, or one task alone of the largest body a vendor takes, with room for its record and verdict. */
const MOST_BYTES = Math.max(MOVE_BYTES, MAX_SUBMIT_BODY_BYTES) + 4 * 1024 * 1024;

/**
 * `POST move-in`: a batch of a browser's own history, taken into the workspace (each task it does
 * not hold yet; server/workspace/move-in.ts). `following`: this server follows the unfinished ones.
 */
export function moveInRoute(
  app: Hono<AppEnv>,
  opened: Promise<SharedWorkspace>,
  guard: GuardOptions,
  following: boolean,
) {
  app.post(WORKSPACE_MOVE_IN_PATH, async (c) => {
    const headers = c.env.incoming.headers;
    const refused = crossSiteRefusal(headers, guard) ?? jsonBodyRefusal(headers);
    if (refused) return refused;
    const read = await readJsonBody(c.req.raw.body, MOST_BYTES, moveInSchema, {
      tooLarge: `A batch is at most ${MOST_BYTES} bytes: send fewer tasks at once.`,
      shape: "Not a batch of tasks",
    });
    if ("refused" in read) return read.refused;
    const { changes, tasks, runs } = await opened;
    const moved = await moveIn({ stamp: changes.stamp, track: following ? tasks.track : null }, read.value.tasks);
    const runsMoved = await moveRunsIn(runs, read.value.runs ?? []);
    return c.json({ taken: moved.taken + runsMoved.taken, known: moved.known + runsMoved.known }, 200, {
      "Cache-Control": "no-store",
    });
  });
}
