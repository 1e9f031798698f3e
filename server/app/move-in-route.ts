import type { Hono } from "hono";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { MOVE_BYTES, moveInSchema, WORKSPACE_MOVE_IN_PATH } from "../../src/contract/moved-task.ts";
import type { AppEnv } from "../http/env.ts";
import { readJsonBody } from "../http/json-body.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import { actorOf } from "../access/who.ts";
import { moveIn, moveRunsIn } from "../workspace/move-in.ts";
import { unheld, type TaskLimit } from "../workspace/task-limit.ts";
import { workspaceFull } from "./journal-answers.ts";
import type { SharedWorkspace } from "./workspace-routes.ts";

/** A page's batch, or one task alone of the largest body a vendor takes, with room for its record and verdict. */
const MOST_BYTES = Math.max(MOVE_BYTES, MAX_SUBMIT_BODY_BYTES) + 4 * 1024 * 1024;

/**
 * `POST move-in`: a batch of a browser's own history, taken into the workspace (each task it does
 * not hold yet; server/workspace/move-in.ts). `following`: this server follows the unfinished ones.
 * A batch whose new tasks would take the workspace past its bound is refused whole (507
 * workspace_full, saying how many it can still take): nothing of it is taken.
 */
export function moveInRoute(
  app: Hono<AppEnv>,
  opened: Promise<SharedWorkspace & { limit: TaskLimit }>,
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
    const { changes, tasks, runs, limit, database } = await opened;
    const batch = read.value.tasks;
    const { room, held } = await limit.room(batch.length);
    // Those the workspace holds already take no room: counted only when the batch might not fit.
    const more = batch.length > room ? await unheld(database.db, batch) : 0;
    if (more > room)
      return workspaceFull(
        { held, max: limit.max },
        `it can take ${room} more, and this batch holds ${more} it does not, so none of them was taken.`,
      );
    const mover = { stamp: changes.stamp, track: following ? tasks.track : null, by: actorOf(c) };
    const moved = await moveIn(mover, batch);
    limit.took(moved.taken);
    const runsMoved = await moveRunsIn(runs, read.value.runs ?? []);
    return c.json({ taken: moved.taken + runsMoved.taken, known: moved.known + runsMoved.known }, 200, {
      "Cache-Control": "no-store",
    });
  });
}
