import { z } from "zod/mini";
import { QUEUE_LIMITS } from "./queue-paths.ts";

// Review queues (issue 28): an owner or reviewer turns a run, or a filter of the history, into a
// queue of tasks assigned to people; each assignee's Next leases them the next item nobody else
// holds, and an item is done once any assignee gives it a verdict with an outcome or a rating.
// Served by server/app/queue-routes.ts; the items are frozen when the queue is made.

export { QUEUES_API, QUEUE_LEASE_MS, QUEUE_LIMITS, QUEUE_CODES, queuePath, queueNextPath } from "./queue-paths.ts";

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** What a queue is made of: a run's cells' tasks (in cell order), or task keys in the order given. */
export const queueSourceSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("run"), runId: text(QUEUE_LIMITS.key) }),
  z.object({
    kind: z.literal("tasks"),
    keys: z.array(text(QUEUE_LIMITS.key)).check(z.minLength(1), z.maxLength(QUEUE_LIMITS.items)),
  }),
]);
export type QueueSource = z.infer<typeof queueSourceSchema>;

export const queueRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(QUEUE_LIMITS.name)),
  source: queueSourceSchema,
  /** Emails of the workspace's reviewers and owners, or "local" on a server without accounts. */
  assignees: z.array(text(254)).check(z.minLength(1), z.maxLength(QUEUE_LIMITS.assignees)),
});
export type QueueRequest = z.infer<typeof queueRequestSchema>;

export const reviewQueueSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The email of who made it, "local" for the local owner. */
  madeBy: z.string(),
  createdAt: z.number(),
  assignees: z.array(z.string()),
  total: z.number(),
  /** Items any assignee has given a verdict with an outcome or a rating. */
  done: z.number(),
  /** Each assignee, in the queue's order, and how many of its items they judged. */
  progress: z.array(z.object({ person: z.string(), judged: z.number() })),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/**
 * Next's answer: the item leased to the caller until `leaseUntil` (its task's key, its place from
 * 1, of `total`); or none, because every item is done or the rest are held by others for now.
 */
export const nextAnswerSchema = z.union([
  z.object({
    item: z.object({ key: z.string(), position: z.number(), total: z.number() }),
    leaseUntil: z.number(),
  }),
  z.object({ item: z.null(), reason: z.enum(["done", "held"]) }),
]);
export type NextAnswer = z.infer<typeof nextAnswerSchema>;

/** Who a queue may be assigned to: the picker's choices. */
export const queuePeopleSchema = z.array(z.string());
