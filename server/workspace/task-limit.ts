import type { Kysely } from "kysely";
import type { MovedTask } from "../../src/contract/moved-task.ts";
import type { WorkspaceDatabase } from "./database.ts";
import type { WorkspaceSchema } from "./schema.ts";

// The workspace's bound on its tasks (WORKSPACE_MAX_TASKS): every task is one row of the
// submissions journal (a page's, a run's cell, a moved one), so the count is that table's.
//
// Measured on 1,000,000 rows (docs/workspace.md): SQLite's COUNT(*) walks the smallest index's
// pages, 0.1–0.3 ms warm and 18 ms cold; PostgreSQL's scans an index in parallel, 28 ms. So a
// count is kept here, counted again whenever it is FRESH_MS old, and at every check within
// SLACK of the limit: far from it PostgreSQL counts once in two seconds, near it every time.

const FRESH_MS = 2_000;
/** Other instances' tasks of the last FRESH_MS cannot come near this many. */
const SLACK = 1_000;

export type TaskLimit = {
  max: number;
  /**
   * How many tasks the workspace can still take (0 when full), asked before `wanted` more are
   * written; `db`: the transaction the write will be in, when there is one.
   */
  room(wanted: number, db?: Kysely<WorkspaceSchema>): Promise<{ room: number; held: number }>;
  /** This instance wrote `count` tasks: counted until the next count. */
  took(count: number): void;
};

export function taskLimit(
  database: Pick<WorkspaceDatabase, "db">,
  max: number,
  now: () => number = Date.now,
): TaskLimit {
  let known: { held: number; at: number } | null = null;
  return {
    max,
    async room(wanted, db = database.db) {
      const at = now();
      if (!known || at - known.at >= FRESH_MS || known.held + wanted + SLACK > max) {
        const row = await db
          .selectFrom("submissions")
          .select((eb) => eb.fn.countAll().as("held"))
          .executeTakeFirstOrThrow();
        known = { held: Number(row.held), at };
      }
      return { room: Math.max(0, max - known.held), held: known.held };
    },
    took(count) {
      if (known) known.held += count;
    },
  };
}

/**
 * How many of a batch's tasks the workspace does not hold yet (by key or request_id, as moving in
 * takes them): asked only when the batch is larger than the room.
 */
export async function unheld(db: Kysely<WorkspaceSchema>, tasks: readonly MovedTask[]): Promise<number> {
  if (tasks.length === 0) return 0;
  const keys = [...new Set(tasks.map((task) => task.key))];
  const ids = [...new Set(tasks.flatMap((task) => (task.requestId ? [task.requestId] : [])))];
  const held = await db
    .selectFrom("submissions")
    .select(["key", "request_id"])
    .where((eb) => eb.or([eb("key", "in", keys), ...(ids.length ? [eb("request_id", "in", ids)] : [])]))
    .execute();
  const heldKeys = new Set(held.map((row) => row.key));
  const heldIds = new Set(held.map((row) => row.request_id));
  const fresh = new Set<string>();
  const freshIds = new Set<string>();
  for (const task of tasks) {
    if (heldKeys.has(task.key) || (task.requestId && heldIds.has(task.requestId))) continue;
    // One key twice in a batch, or one request_id under two keys, is taken once.
    if (fresh.has(task.key) || (task.requestId && freshIds.has(task.requestId))) continue;
    fresh.add(task.key);
    if (task.requestId) freshIds.add(task.requestId);
  }
  return fresh.size;
}
