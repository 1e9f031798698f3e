import type { SharedRun } from "../../src/contract/shared-run.ts";
import type { SharedTask } from "../../src/contract/shared-task.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { runsSince } from "./runs.ts";
import { sharedSince } from "./shared-tasks.ts";

/** One change a page hears of: a task's or a run's, by its change number. */
export type SharedChange = { change: number } & ({ task: SharedTask } | { run: SharedRun });

/**
 * The tasks and runs changed after change `since`, at most `limit` of the two, in the order of
 * their change numbers (one count for both): a page that has taken them up to n has taken
 * every change up to n.
 */
export async function changesSince(
  database: Pick<WorkspaceDatabase, "db">,
  since: number,
  limit: number,
  following: boolean,
): Promise<{ changes: SharedChange[]; cursor: number; more: boolean }> {
  const tasks = await sharedSince(database, since, limit, following);
  const runs = await runsSince(database, since, limit + 1);
  const all: SharedChange[] = [
    ...tasks.tasks.map((task) => ({ change: task.change, task })),
    ...runs.map((run) => ({ change: run.change, run })),
  ].sort((a, b) => a.change - b.change);
  const changes = all.slice(0, limit);
  return { changes, cursor: changes.at(-1)?.change ?? since, more: tasks.more || all.length > limit };
}
