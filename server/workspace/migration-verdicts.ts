import type { Kysely, Migration } from "kysely";

// Migration 0014 (issue 28): one verdict per person per task, and which run sent each of a run's
// cells (its maker is the cell's sender). Written against the tables as they stood then, never
// against schema.ts: a migration once shipped does not change with the code after it.

type Tables = {
  verdicts: { task_key: string; verdict: string; updated_at: number };
  verdicts_by_person: { task_key: string; by: string; verdict: string; updated_at: number };
  runs: { id: string; run: string | null };
  submissions: { key: string; sent_by: string; run_id: string | null };
};

/** Rows read at once: verdicts are small; a run holds its cells' bodies, so fewer of those. */
const VERDICTS_AT_ONCE = 500;
const RUNS_AT_ONCE = 20;

/** Who gave a verdict kept before this: the `by` the route wrote into it, else the local owner (no people then). */
function byOf(text: string): string {
  try {
    const by = (JSON.parse(text) as { by?: unknown } | null)?.by;
    return typeof by === "string" && by !== "" ? by : "local";
  } catch {
    return "local";
  }
}

/** The submission keys a stored run's cells were sent under. */
function entryIdsOf(text: string | null): string[] {
  try {
    const cells = (JSON.parse(text ?? "null") as { cells?: unknown } | null)?.cells;
    if (!Array.isArray(cells)) return [];
    return cells.flatMap((cell: { entryId?: unknown } | null) =>
      typeof cell?.entryId === "string" ? [cell.entryId] : [],
    );
  } catch {
    return [];
  }
}

async function rekeyVerdicts(db: Kysely<Tables>) {
  // SQLite has no way to change a primary key: a new table, every row copied, the old one dropped.
  await db.schema
    .createTable("verdicts_by_person")
    .addColumn("task_key", "text", (column) => column.notNull())
    .addColumn("by", "text", (column) => column.notNull())
    .addColumn("verdict", "text", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("verdicts_per_person", ["task_key", "by"])
    .execute();
  for (let done = 0; ; done += VERDICTS_AT_ONCE) {
    const rows = await db
      .selectFrom("verdicts")
      .selectAll()
      .orderBy("task_key")
      .limit(VERDICTS_AT_ONCE)
      .offset(done)
      .execute();
    if (rows.length === 0) break;
    const values = rows.map((row) => ({ ...row, by: byOf(row.verdict) }));
    await db.insertInto("verdicts_by_person").values(values).execute();
  }
  await db.schema.dropTable("verdicts").execute();
  await db.schema.alterTable("verdicts_by_person").renameTo("verdicts").execute();
}

async function markRunCells(db: Kysely<Tables>) {
  await db.schema.alterTable("submissions").addColumn("run_id", "text").execute();
  // The cells sent before this: each run's cells name their submissions.
  for (let done = 0; ; done += RUNS_AT_ONCE) {
    const runs = await db
      .selectFrom("runs")
      .select(["id", "run"])
      .orderBy("id")
      .limit(RUNS_AT_ONCE)
      .offset(done)
      .execute();
    if (runs.length === 0) break;
    for (const { id, run } of runs) {
      const keys = entryIdsOf(run);
      for (let at = 0; at < keys.length; at += VERDICTS_AT_ONCE)
        await db
          .updateTable("submissions")
          .set({ run_id: id })
          .where("key", "in", keys.slice(at, at + VERDICTS_AT_ONCE))
          // The run sender's mark then (schema.ts RUN_SENDER): a moved-in task keeps no run.
          .where("sent_by", "=", "run")
          .execute();
    }
  }
}

export const verdictsAndSendersMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const whole = async (db: Kysely<Tables>) => {
      // Done already by another process on the same SQLite file, which took the lock first.
      const verdicts = (await db.introspection.getTables()).find((table) => table.name === "verdicts");
      if (verdicts?.columns.some((column) => column.name === "by")) return;
      await rekeyVerdicts(db);
      await markRunCells(db);
    };
    // Kysely runs SQLite's migrations outside a transaction: this one makes its own, so that a
    // crash half-way leaves the workspace as the previous version had it (PostgreSQL's is one).
    const db = untyped as Kysely<Tables>;
    if (db.isTransaction) await whole(db);
    else await db.transaction().execute(whole);
  },
};
