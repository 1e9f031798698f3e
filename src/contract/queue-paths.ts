// Review queues' paths, codes and limits, apart from their schemas (review-queues.ts) so that the
// page names them without bringing zod's schema code into the start-up chunk.

/** The review queues' API: every route's path, once. Reviewers and owners call each. */
export const QUEUES_API = {
  /**
   * GET: `reviewQueueSchema[]`, every queue of the workspace, newest first.
   * POST `queueRequestSchema`: 201 `reviewQueueSchema`; 404 `not_found` for a run or task key the
   * workspace lacks; 400 `not_assignable` for an assignee who is not its reviewer or owner, 400
   * `nothing_to_review` for a run whose cells made no task yet (or more than QUEUE_LIMITS.items).
   */
  list: "/__taskdeck/queues",
  /** DELETE: removes it (204); a reviewer removes their own queues, an owner any (else 403 `role_not_allowed`). */
  one: "/__taskdeck/queues/:id",
  /**
   * POST (no body): `nextAnswerSchema`, the next item leased to the caller for QUEUE_LEASE_MS;
   * 403 `role_not_allowed` for someone the queue is not assigned to; 404 `not_found` for no queue.
   */
  next: "/__taskdeck/queues/:id/next",
  /** GET: `string[]`, the emails of the workspace's reviewers and owners (`["local"]` with no accounts). */
  people: "/__taskdeck/queues/people",
} as const;

/** How long Next holds an item for the person it gave it to: past it, the item goes to whoever asks. */
export const QUEUE_LEASE_MS = 5 * 60_000;

export const QUEUE_LIMITS = { name: 120, items: 2000, assignees: 50, key: 128 } as const;

/** The queues' own refusals (beside `not_found` and the gate's `role_not_allowed`). */
export const QUEUE_CODES = {
  /** An assignee who is not a reviewer or owner of the workspace. */
  notAssignable: "not_assignable",
  /** A run whose cells have made no task (or more than a queue holds). */
  nothingToReview: "nothing_to_review",
} as const;

/** Removing a queue: `QUEUES_API.one` for its id. */
export const queuePath = (id: string) => QUEUES_API.one.replace(":id", encodeURIComponent(id));

/** Its reviewers' Next: `QUEUES_API.next` for its id. */
export const queueNextPath = (id: string) => QUEUES_API.next.replace(":id", encodeURIComponent(id));
