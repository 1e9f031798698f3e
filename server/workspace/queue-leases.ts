import type { NextAnswer } from "../../src/contract/review-queues.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { doneKeys, judgements, type KeptQueue } from "./review-queues.ts";

// A review queue's Next (issue 28): the first item, in the queue's order, that is not done and
// that nobody else holds, leased to the person asking. The claim is one conditional UPDATE per
// item (free, expired or already theirs): on PostgreSQL a second writer of the same row waits
// for the first and then finds its condition false; SQLite writes one at a time. So two people
// asking at once, on one instance or two, never get the same item, and no lock is held between
// reading the queue and claiming.

type Db = Pick<WorkspaceDatabase, "db">;

export async function leaseNext(
  database: Db,
  queue: Pick<KeptQueue, "id" | "assignees">,
  person: string,
  leaseMs: number,
  now: number,
): Promise<NextAnswer> {
  const { db } = database;
  const [items, judged] = await Promise.all([
    db
      .selectFrom("review_queue_items")
      .select(["position", "task_key", "lease_owner", "lease_until"])
      .where("queue_id", "=", queue.id)
      .orderBy("position")
      .execute(),
    judgements(database, queue.id),
  ]);
  const done = doneKeys(judged.get(queue.id), queue.assignees);
  const open = items.filter((item) => !done.has(item.task_key));
  if (open.length === 0) return { item: null, reason: "done" };
  const live = (item: (typeof open)[number]) => item.lease_owner !== null && Number(item.lease_until) > now;
  // What this person holds comes back first: a reload of their page does not skip it.
  const theirs = open.filter((item) => live(item) && item.lease_owner === person);
  const free = open.filter((item) => !live(item));
  const leaseUntil = now + leaseMs;
  for (const item of [...theirs, ...free]) {
    const claimed = await db
      .updateTable("review_queue_items")
      .set({ lease_owner: person, lease_until: leaseUntil })
      .where("queue_id", "=", queue.id)
      .where("position", "=", item.position)
      .where((eb) =>
        eb.or([eb("lease_owner", "is", null), eb("lease_owner", "=", person), eb("lease_until", "<=", now)]),
      )
      .executeTakeFirst();
    // Its place among the items left: a deleted task's item is gone (task-removal.ts), its place with it.
    if (Number(claimed.numUpdatedRows) === 1)
      return { item: { key: item.task_key, position: items.indexOf(item) + 1, total: items.length }, leaseUntil };
  }
  return { item: null, reason: "held" };
}
