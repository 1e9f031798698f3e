import type { Verdict } from "../../src/contract/verdict-schema.ts";
import type { Stamp } from "./changes.ts";

// The workspace's verdicts: each task's, by its submission's key, as the pages judge them. Of two
// copies the newer wins (the verdict's own `updatedAt`, stamped by the page that changed it), so
// a page that was offline and sends an older one changes nothing.

/** Keeps `verdict` for task `key` unless a newer one is kept; true when it was kept (pages hear of it). */
/** `by`: who gave it (issue 28), kept in its record; pages read the verdict without it until they show it. */
export function keepVerdict(stamp: Stamp, key: string, verdict: Verdict & { by?: string }): Promise<boolean> {
  return stamp(key, async (db) => {
    const written = await db
      .insertInto("verdicts")
      .values({ task_key: key, verdict: JSON.stringify(verdict), updated_at: verdict.updatedAt })
      .onConflict((conflict) =>
        conflict
          .column("task_key")
          .doUpdateSet((eb) => ({ verdict: eb.ref("excluded.verdict"), updated_at: eb.ref("excluded.updated_at") }))
          .where("verdicts.updated_at", "<", (eb) => eb.ref("excluded.updated_at")),
      )
      .executeTakeFirst();
    return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}
