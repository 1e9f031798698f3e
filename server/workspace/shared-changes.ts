import type { SharedItem } from "../../src/contract/shared-item.ts";
import type { SharedRun } from "../../src/contract/shared-run.ts";
import type { SharedTask } from "../../src/contract/shared-task.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { itemsSince } from "./items.ts";
import { runsSince } from "./runs.ts";
import { sharedSince } from "./shared-tasks.ts";

/** One change a page hears of: a task's, a run's or a shared item's, by its change number. */
export type SharedChange = { change: number } & ({ task: SharedTask } | { run: SharedRun } | { item: SharedItem });

/**
 * The tasks, runs and items changed after change `since`, at most `limit` of them, in the order
 * of their change numbers (one count for all): a page that has taken them up to n has taken
 * every change up to n.
 */
export async function changesSince(
  database: Pick<WorkspaceDatabase, "db">,
  since: number,
  limit: number,
  following: boolean,
  /** About how much text the tasks of a page hold (shared-tasks.ts). */
  maxChars?: number,
): Promise<{ changes: SharedChange[]; cursor: number; more: boolean }> {
  const tasks = await sharedSince(database, since, limit, following, maxChars);
  const runs = await runsSince(database, since, limit + 1);
  const items = await itemsSince(database, since, limit + 1);
  const all: SharedChange[] = [
    ...tasks.tasks.map((task) => ({ change: task.change, task })),
    ...runs.map((run) => ({ change: run.change, run })),
    ...items.map((item) => ({ change: item.change, item })),
  ].sort((a, b) => a.change - b.change);
  // Not past the tasks' page when more tasks wait: those after it would be skipped.
  const changes = all.filter((change) => !tasks.more || change.change <= tasks.cursor).slice(0, limit);
  return { changes, cursor: changes.at(-1)?.change ?? since, more: tasks.more || all.length > changes.length };
}
