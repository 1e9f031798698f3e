import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, type TestDatabase } from "../test/databases.ts";
import { openDatabase } from "./database.ts";
import { MIGRATION_NAMES } from "./migrations.ts";
import { sharedTasksOf } from "./shared-tasks.ts";
import { keepVerdict } from "./verdicts.ts";

// Migration 0014 on both databases, from a database the version before it made: each verdict
// kept becomes its giver's (the `by` written into it, else the local owner's), and the cells a
// run sent before it are said to be sent by the run's maker.

const BEFORE = "0013-shares";
const REVIEWER = "reviewer@taskdeck.test";
const judged = { outcome: "pass", rating: 4, tags: [], note: "Kept", pins: [], updatedAt: 2_000 };

const submission = (key: string, sent_by: string) => ({
  key,
  body: JSON.stringify({ prompt: key }),
  body_hash: `hash-${key}`,
  sent_by,
  created_at: 1_000,
  state: "unknown" as const,
  change_seq: 1,
});

describe.each(DATABASE_KINDS)("migration 0014 on $kind", ({ fresh }) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await fresh();
  });
  afterEach(() => test.drop());

  it("keeps each verdict as its giver's, and finds who sent a run's cells", async () => {
    expect(MIGRATION_NAMES.indexOf(BEFORE)).toBe(MIGRATION_NAMES.indexOf("0014-verdicts-and-senders") - 1);
    const old = await openDatabase({ ...test.settings, migrateTo: BEFORE });
    await old.db
      .insertInto("submissions")
      .values([
        submission("key-by-reviewer", REVIEWER),
        submission("key-before-people", "local"),
        submission("key-of-a-cell", "run"),
        submission("key-moved-in-01", "moved"),
      ])
      .execute();
    const cells = [
      { key: "0#0", entryId: "key-of-a-cell" },
      { key: "1#0", entryId: null },
    ];
    const run = { id: "run-before", run: JSON.stringify({ id: "run-before", cells }), pace: "{}", created_at: 1 };
    await old.db
      .insertInto("runs")
      .values({ ...run, active: 0, made_by: REVIEWER })
      .execute();
    // As the versions before it wrote them: one row per task, `by` inside the verdict or none.
    const verdicts = [
      { task_key: "key-by-reviewer", verdict: JSON.stringify({ ...judged, by: REVIEWER }), updated_at: 2_000 },
      { task_key: "key-before-people", verdict: JSON.stringify(judged), updated_at: 2_000 },
    ];
    await old.db
      .insertInto("verdicts")
      .values(verdicts as never)
      .execute();
    await old.close();

    const opened = await openDatabase(test.settings);
    try {
      const rows = await opened.db.selectFrom("verdicts").select(["task_key", "by"]).orderBy("task_key").execute();
      expect(rows).toEqual([
        { task_key: "key-before-people", by: "local" },
        { task_key: "key-by-reviewer", by: REVIEWER },
      ]);
      // Another person's verdict on the same task goes beside it, even an older one.
      const owners = { ...judged, outcome: "fail" as const, updatedAt: 1_500 };
      const stamp = (_key: string, write: (db: typeof opened.db) => Promise<boolean>) => write(opened.db);
      expect(await keepVerdict(stamp, "key-by-reviewer", owners, "owner@taskdeck.test")).toBe(true);

      const keys = ["key-by-reviewer", "key-before-people", "key-of-a-cell", "key-moved-in-01"];
      const tasks = new Map((await sharedTasksOf(opened, keys)).map((task) => [task.key, task]));
      expect(tasks.get("key-by-reviewer")).toMatchObject({
        sentBy: REVIEWER,
        verdict: judged,
        verdicts: [
          { by: "owner@taskdeck.test", verdict: owners },
          { by: REVIEWER, verdict: judged },
        ],
      });
      // `by` goes beside the verdict, no longer inside it.
      expect(tasks.get("key-by-reviewer")!.verdicts![1]!.verdict).toEqual(judged);
      expect(tasks.get("key-before-people")).toMatchObject({
        sentBy: "local",
        verdicts: [{ by: "local", verdict: judged }],
      });
      expect(tasks.get("key-of-a-cell")).toMatchObject({ sentBy: REVIEWER, verdicts: [], verdict: null });
      expect(tasks.get("key-moved-in-01")).toMatchObject({ sentBy: null, verdicts: [] });
    } finally {
      await opened.close();
    }
  });
});
