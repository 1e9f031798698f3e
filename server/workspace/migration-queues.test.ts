import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, type TestDatabase } from "../test/databases.ts";
import { openDatabase } from "./database.ts";
import { MIGRATION_NAMES } from "./migrations.ts";
import { leaseNext } from "./queue-leases.ts";
import { listQueues, makeQueue } from "./review-queues.ts";

// Migration 0015 on both databases, from a database the version before it made: its verdicts
// stay, and a queue made on the new tables counts them as done.

const BEFORE = "0014-verdicts-and-senders";
const REVIEWER = "reviewer@taskdeck.test";

const submission = (key: string) => ({
  key,
  body: JSON.stringify({ prompt: key }),
  body_hash: `hash-${key}`,
  sent_by: REVIEWER,
  created_at: 1_000,
  state: "unknown" as const,
  change_seq: 1,
});

describe.each(DATABASE_KINDS)("migration 0015 on $kind", ({ fresh }) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await fresh();
  });
  afterEach(() => test.drop());

  it("adds review queues beside the verdicts kept before it", async () => {
    expect(MIGRATION_NAMES.indexOf(BEFORE)).toBe(MIGRATION_NAMES.indexOf("0015-review-queues") - 1);
    const old = await openDatabase({ ...test.settings, migrateTo: BEFORE });
    await old.db
      .insertInto("submissions")
      .values([submission("key-judged-before"), submission("key-still-to-do")])
      .execute();
    const verdict = { outcome: "pass", rating: null, tags: [], note: "", pins: [], updatedAt: 2_000 };
    await old.db
      .insertInto("verdicts")
      .values({ task_key: "key-judged-before", by: REVIEWER, verdict: JSON.stringify(verdict), updated_at: 2_000 })
      .execute();
    await old.close();

    const opened = await openDatabase(test.settings);
    try {
      const queue = { id: "queue-1", name: "After", madeBy: REVIEWER, createdAt: 3_000, assignees: [REVIEWER] };
      await makeQueue(opened, queue, ["key-judged-before", "key-still-to-do"]);
      expect(await listQueues(opened)).toEqual([
        { ...queue, total: 2, done: 1, progress: [{ person: REVIEWER, judged: 1 }] },
      ]);
      expect(await leaseNext(opened, queue, REVIEWER, 1_000, 5_000)).toEqual({
        item: { key: "key-still-to-do", position: 2, total: 2 },
        leaseUntil: 6_000,
      });
      // One item per place: a second row at the same place is refused by the key.
      const again = {
        queue_id: "queue-1",
        position: 2,
        task_key: "key-judged-before",
        lease_owner: null,
        lease_until: null,
      };
      await expect(opened.db.insertInto("review_queue_items").values(again).execute()).rejects.toThrow();
    } finally {
      await opened.close();
    }
  });
});
