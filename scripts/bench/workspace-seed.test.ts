import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, type TestDatabase } from "../../server/test/databases.ts";
import { openDatabase } from "../../server/workspace/database.ts";
import { newestChange, sharedSince } from "../../server/workspace/shared-tasks.ts";
import { taskBook } from "../../server/workspace/tasks.ts";
import { submissionJournal } from "../../server/workspace/submissions.ts";
import { finishedTasks } from "./history-file.ts";
import { seedWorkspace } from "./workspace-seed.ts";

// The bench's workspace is written straight into the database: what its server hands to pages
// must be what journaled, followed and finished tasks give, or the bench measures another product.

describe.each(DATABASE_KINDS)("the bench's seeded workspace on $kind", ({ fresh }) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await fresh();
  });
  afterEach(async () => {
    await database.drop();
  });

  it("shares each task as answered, followed and finished, numbered by change", async () => {
    const tasks = finishedTasks(3, "bench-seed-");
    await seedWorkspace(database.settings, tasks);
    const opened = await openDatabase(database.settings);
    try {
      const page = await sharedSince(opened, 0, 10);
      expect(page.more).toBe(false);
      expect(await newestChange(opened)).toBe(3);
      expect(page.tasks.map((task) => [task.key, task.change, task.state, task.followed, task.gone])).toEqual([
        ["bench-seed-000000", 1, "answered", true, false],
        ["bench-seed-000001", 2, "answered", true, false],
        ["bench-seed-000002", 3, "answered", true, false],
      ]);
      const [first] = page.tasks;
      expect(first).toMatchObject({
        body: tasks[0]!.body,
        requestId: "bench-seed-000000",
        recordAt: tasks[0]!.updatedAt,
      });
      expect(first!.record).toEqual(tasks[0]!.record);
      // Finished: never due for a check; its key answers as the journal's answered submission.
      expect(await taskBook(opened, 3_000, () => Number.MAX_SAFE_INTEGER).claimDue("bench", 10_000, 10)).toEqual([]);
      const journal = submissionJournal(opened, 60_000);
      const claim = await journal.claim("bench-seed-000001", JSON.stringify(tasks[1]!.body), "local");
      expect(claim).toMatchObject({ kind: "answered", status: 200 });
    } finally {
      await opened.close();
    }
  });
});
