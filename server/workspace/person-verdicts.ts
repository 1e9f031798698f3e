import type { WorkspaceDatabase } from "./database.ts";

// Each person's verdicts as pages read them (issue 28), for the tasks of a page. Apart from
// verdicts.ts, whose writes go through changes.ts, which reads pages: one file would be a cycle.

/** One person's verdict as pages read it: who gave it, beside the verdict. */
export type PersonVerdict = { by: string; verdict: unknown };

/** Keys asked at once: well inside either database's limit on a statement's parameters. */
const KEYS_AT_ONCE = 500;

/**
 * Every person's verdict on each of these tasks, oldest first, by task key: one query for up to
 * 500 tasks, however many people judged them. A verdict that no longer reads is left out.
 */
export async function verdictsOf(
  { db }: Pick<WorkspaceDatabase, "db">,
  keys: readonly string[],
): Promise<Map<string, PersonVerdict[]>> {
  const found = new Map<string, PersonVerdict[]>();
  const unique = [...new Set(keys)];
  for (let at = 0; at < unique.length; at += KEYS_AT_ONCE) {
    const rows = await db
      .selectFrom("verdicts")
      .select(["task_key", "by", "verdict"])
      .where("task_key", "in", unique.slice(at, at + KEYS_AT_ONCE))
      .orderBy("updated_at")
      .orderBy("by")
      .execute();
    for (const row of rows) {
      const verdict = readVerdict(row.verdict);
      if (verdict === null) continue;
      const list = found.get(row.task_key) ?? [];
      list.push({ by: row.by, verdict });
      found.set(row.task_key, list);
    }
  }
  return found;
}

/** A kept verdict's JSON, without the `by` those kept before migration 0014 carry inside (it goes beside it). */
function readVerdict(text: string): Record<string, unknown> | null {
  try {
    const read: unknown = JSON.parse(text);
    if (typeof read !== "object" || read === null || Array.isArray(read)) return null;
    return Object.fromEntries(Object.entries(read).filter(([field]) => field !== "by"));
  } catch {
    return null;
  }
}
