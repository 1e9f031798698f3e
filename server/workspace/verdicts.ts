import type { Verdict } from "../../src/contract/verdict-schema.ts";
import type { Stamp } from "./changes.ts";

// The workspace's verdicts: each person's on each task (issue 28), by the task's submission key
// and who gave it. Of two copies of one person's, the newer wins (the verdict's own `updatedAt`,
// stamped by the page that changed it), so a page that was offline and sends an older one
// changes nothing; and one person's never takes the place of another's.

/** Keeps `by`'s `verdict` on task `key` unless a newer one of theirs is kept; true when it was kept (pages hear of it). */
export function keepVerdict(stamp: Stamp, key: string, verdict: Verdict, by: string): Promise<boolean> {
  return stamp(key, async (db) => {
    const written = await db
      .insertInto("verdicts")
      .values({ task_key: key, by, verdict: JSON.stringify(verdict), updated_at: verdict.updatedAt })
      .onConflict((conflict) =>
        conflict
          .columns(["task_key", "by"])
          .doUpdateSet((eb) => ({ verdict: eb.ref("excluded.verdict"), updated_at: eb.ref("excluded.updated_at") }))
          .where("verdicts.updated_at", "<", (eb) => eb.ref("excluded.updated_at")),
      )
      .executeTakeFirst();
    return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}
