import type { Hono } from "hono";
import { ACCESS_CODES, roleAllows } from "../../src/contract/access.ts";
import { WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppEnv } from "../http/env.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import { addressOf, noContent } from "../access/access-body.ts";
import { actorOf } from "../access/who.ts";
import { audit } from "../access/audit.ts";
import type { ArchiveStorage } from "../archive/storage.ts";
import { dropUnheld } from "../archive/unheld-bytes.ts";
import { removableTask, removeTask } from "../workspace/task-removal.ts";
import type { SharedWorkspace } from "./workspace-routes.ts";

// `DELETE /__taskdeck/workspace/tasks/<key>` (issue 29): a task deleted from the workspace, its
// verdicts and its archived copies with it (bytes another task's file holds stay). Reviewers and
// up (route-roles.ts); a reviewer deletes the tasks they sent, an owner any. 204, then every
// page hears the task as `removed`; 404 for a task the workspace lacks, or deleted already.

const noTask = () =>
  problemResponse(404, {
    type: "not_found_error",
    code: "not_found",
    message: "This workspace has no task by that key (it may have been deleted already).",
  });

export function taskDeleteRoute(
  app: Hono<AppEnv>,
  opened: Promise<SharedWorkspace>,
  guard: GuardOptions,
  storage: Pick<ArchiveStorage, "remove">,
) {
  app.delete(`${WORKSPACE_TASKS_PATH}/:key`, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const key = c.req.param("key");
    const { database, changes } = await opened;
    const task = await removableTask(database, key);
    if (!task || task.removed) return noTask();
    // No gate (a server without people): its one user is the local owner.
    const who = c.get("who");
    const actor = actorOf(c);
    if (task.sentBy !== actor && who && !roleAllows(who.person.role, "owner"))
      return problemResponse(403, {
        type: "permission_error",
        code: ACCESS_CODES.notAllowed,
        message: "A reviewer deletes the tasks they sent; an owner deletes any.",
      });
    // Its answer not in yet: a task it makes would be followed and archived after its deletion.
    if (task.sending)
      return problemResponse(409, {
        type: "request_error",
        code: "conflict",
        message: "This task is still being sent: delete it once its answer has come.",
      });
    const hashes = await removeTask(changes.stamp, key, actor);
    if (hashes === null) return noTask();
    if (who) await audit(database, { actor, action: "task-deleted", detail: key, address: addressOf(c) });
    // The task is deleted whatever comes of this: bytes the storage would not remove now stay, and the log says so.
    await dropUnheld(database, storage, hashes).catch((error: unknown) =>
      console.error(`server: a deleted task's copies could not be removed (${(error as Error).message}).`),
    );
    return noContent();
  });
}
