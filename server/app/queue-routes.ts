import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import { ACCESS_CODES, roleAllows } from "../../src/contract/access.ts";
import {
  QUEUE_CODES,
  QUEUE_LEASE_MS,
  QUEUES_API,
  queueRequestSchema,
  type ReviewQueue,
} from "../../src/contract/review-queues.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { readJsonBody } from "../http/json-body.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import { accessProblem, addressOf, noContent } from "../access/access-body.ts";
import { audit } from "../access/audit.ts";
import { actorOf } from "../access/who.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { leaseNext } from "../workspace/queue-leases.ts";
import { deleteQueue, findQueue, listQueues, makeQueue } from "../workspace/review-queues.ts";
import { assignable, assignablePeople, queueItems } from "./queue-sources.ts";

// Review queues (issue 28). Reviewers and owners make, list and remove them (the gate has checked
// the role: route-roles.ts); a queue's own assignees take its items one at a time with Next.

export type QueueOptions = {
  /** The clock leases are made and read by (a test moves it past a lease). */
  now?: () => number;
  leaseMs?: number;
};

/** 2000 keys of up to 128 characters and 50 emails, with room to spare. */
const MAX_QUEUE_BYTES = 512 * 1024;
const NO_STORE = { "Cache-Control": "no-store" };

/** Who asks: their email (or "local"), role, and whether they are the local owner of a server without accounts. */
function asking(c: AppContext) {
  const who = c.get("who");
  return { person: actorOf(c), role: who?.person.role ?? "owner", local: !who || who.local };
}

const notAllowed = (message: string) =>
  problemResponse(403, { type: "permission_error", code: ACCESS_CODES.notAllowed, message });
const noQueue = () => accessProblem(404, "not_found", "This workspace has no review queue with that id.");

const described = (queue: ReviewQueue) => `"${queue.name}": ${queue.total} items, for ${queue.assignees.join(", ")}`;

export function queueRoutes(
  app: Hono<AppEnv>,
  opened: Promise<{ database: Pick<WorkspaceDatabase, "db"> }>,
  guard: GuardOptions,
  { now = Date.now, leaseMs = QUEUE_LEASE_MS }: QueueOptions = {},
) {
  app.post(QUEUES_API.list, async (c) => {
    const headers = c.env.incoming.headers;
    const refused = crossSiteRefusal(headers, guard) ?? jsonBodyRefusal(headers);
    if (refused) return refused;
    const read = await readJsonBody(c.req.raw.body, MAX_QUEUE_BYTES, queueRequestSchema, {
      tooLarge: `A queue's request is at most ${MAX_QUEUE_BYTES} bytes.`,
      shape: "{name, source: {kind: run, runId} | {kind: tasks, keys}, assignees}",
    });
    if ("refused" in read) return read.refused;
    const { name, source, assignees: asked } = read.value;
    const { database } = await opened;
    const items = await queueItems(database, source);
    if ("missing" in items)
      return accessProblem(404, "not_found", `This workspace has no ${items.missing} by that id or key.`);
    if (!("keys" in items))
      return accessProblem(
        400,
        QUEUE_CODES.nothingToReview,
        "empty" in items
          ? "This run's cells have made no task yet: nothing to review."
          : "This run has made more tasks than a queue holds: make queues of its parts from the history.",
      );
    const me = asking(c);
    const chosen = await assignable(database, me.local, asked);
    if ("refused" in chosen)
      return accessProblem(
        400,
        QUEUE_CODES.notAssignable,
        `${chosen.refused} is not a reviewer or owner of this workspace: a queue is for those who judge.`,
      );
    const id = randomUUID();
    const queue = { id, name, madeBy: me.person, createdAt: now(), assignees: chosen.assignees };
    await makeQueue(database, queue, items.keys);
    const [made] = await listQueues(database, id);
    await audit(database, { actor: me.person, action: "queue-made", detail: described(made!), address: addressOf(c) });
    return c.json(made, 201, NO_STORE);
  });

  app.get(QUEUES_API.list, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    return c.json(await listQueues((await opened).database), 200, NO_STORE);
  });

  app.get(QUEUES_API.people, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    return c.json(await assignablePeople((await opened).database, asking(c).local), 200, NO_STORE);
  });

  app.delete(QUEUES_API.one, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const { database } = await opened;
    const queue = await findQueue(database, c.req.param("id"));
    if (!queue) return noQueue();
    const me = asking(c);
    if (queue.madeBy !== me.person && !roleAllows(me.role, "owner"))
      return notAllowed("A reviewer removes the queues they made; an owner removes any.");
    if (await deleteQueue(database, queue.id))
      await audit(database, {
        actor: me.person,
        action: "queue-deleted",
        detail: `"${queue.name}", made by ${queue.madeBy}`,
        address: addressOf(c),
      });
    return noContent();
  });

  app.post(QUEUES_API.next, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const { database } = await opened;
    const queue = await findQueue(database, c.req.param("id"));
    if (!queue) return noQueue();
    const { person } = asking(c);
    if (!queue.assignees.includes(person))
      return notAllowed("This queue is not assigned to you: ask whoever made it to add you.");
    return c.json(await leaseNext(database, queue, person, leaseMs, now()), 200, NO_STORE);
  });
}
