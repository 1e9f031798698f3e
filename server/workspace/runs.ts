import type { Kysely } from "kysely";
import { unsentCells, type Run } from "../../src/contract/run.ts";
import { runSchema } from "../../src/contract/run-schema.ts";
import { RUN_PACE_DEFAULTS, isRunPace, type RunPace } from "../../src/contract/run-pace.ts";
import type { SharedRun } from "../../src/contract/shared-run.ts";
import type { Stamp } from "./changes.ts";
import type { WorkspaceDatabase } from "./database.ts";
import type { WorkspaceSchema } from "./schema.ts";

// The runs the workspace holds: a page makes one, the server's sender sends its cells, pages
// change it (Pause, Resume, Cancel remaining, baseline, name). Every write is a change pages
// hear of, made under the workspace's one change lock (changes.ts): two writers of one run
// take turns, each working its change out from the run as stored.

/** A run as the sender reads it: the run and the pace it goes at. */
export type HeldRun = { run: Run; pace: RunPace };

/** A change worked out from the run as stored; an empty one writes nothing. */
export type RunChanger = (run: Run) => Partial<Omit<Run, "id">>;

export type RunBook = ReturnType<typeof runBook>;

const sending = (run: Run) => (run.pause === null && unsentCells(run).length > 0 ? 1 : 0);

/** A stored run, read with the contract's schema: one that no longer reads is none. */
export function readRun(text: string | null): Run | null {
  if (text === null) return null;
  try {
    return runSchema.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

function readPace(text: string): RunPace {
  try {
    const pace = JSON.parse(text) as RunPace;
    return isRunPace(pace) ? pace : RUN_PACE_DEFAULTS;
  } catch {
    return RUN_PACE_DEFAULTS;
  }
}

export function runBook(database: Pick<WorkspaceDatabase, "db">, stampRun: Stamp, now = Date.now) {
  const { db } = database;
  const read = async (trx: Kysely<WorkspaceSchema>, id: string) => {
    const row = await trx.selectFrom("runs").select("run").where("id", "=", id).executeTakeFirst();
    return row ? readRun(row.run) : undefined;
  };
  const write = (trx: Kysely<WorkspaceSchema>, run: Run) =>
    trx
      .updateTable("runs")
      .set({ run: JSON.stringify(run), active: sending(run) })
      .where("id", "=", run.id)
      .execute();

  return {
    /**
     * Takes a run a page made, to send from now on: its cells all unsent, not paused. A run of
     * that id held already is answered as it is (the page's retry of a PUT whose answer it lost).
     */
    async create(made: Run, pace: RunPace, madeBy = "local"): Promise<Run> {
      const run: Run = {
        ...made,
        sentBy: "server",
        pause: null,
        cells: made.cells.map((cell) => ({ ...cell, entryId: null, cancelled: false })),
      };
      let stored: Run | undefined;
      await stampRun(run.id, async (trx) => {
        const row = {
          id: run.id,
          run: JSON.stringify(run),
          pace: JSON.stringify(pace),
          created_at: now(),
          made_by: madeBy,
        };
        const written = await trx
          .insertInto("runs")
          .values({ ...row, active: sending(run) })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .executeTakeFirst();
        const fresh = Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
        stored = fresh ? run : ((await read(trx, run.id)) ?? undefined);
        return fresh;
      });
      if (!stored) throw new Error(`run ${run.id} was removed and cannot be made again`);
      return stored;
    },

    /**
     * Takes a run a browser sent from its own tab before it met the workspace, as it is (its cells
     * name tasks moved in with it). One with cells left comes paused: moving in sends nothing.
     * False when the workspace holds a run of that id already.
     */
    async adopt(run: Run): Promise<boolean> {
      const left = unsentCells(run).length;
      const pause =
        left && !run.pause
          ? { reason: "user" as const, message: `Moved in with ${left} cells not yet sent.` }
          : run.pause;
      const held: Run = { ...run, sentBy: "server", pause };
      return stampRun(run.id, async (trx) => {
        const row = {
          id: run.id,
          run: JSON.stringify(held),
          pace: JSON.stringify(RUN_PACE_DEFAULTS),
          created_at: run.createdAt,
        };
        const written = await trx
          .insertInto("runs")
          .values({ ...row, active: sending(held) })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .executeTakeFirst();
        return Number(written.numInsertedOrUpdatedRows ?? 0) === 1;
      });
    },

    /** Changes a run, worked out from it as stored; undefined when there is none (or it was removed). */
    async change(id: string, changer: RunChanger): Promise<Run | undefined> {
      let result: Run | undefined;
      await stampRun(id, async (trx) => {
        const current = await read(trx, id);
        if (!current) return false;
        const patch = changer(current);
        result = { ...current, ...patch, id };
        if (Object.keys(patch).length === 0) return false;
        await write(trx, result);
        return true;
      });
      return result;
    },

    /** Removes a run: pages hear that it is gone; its tasks stay in the workspace. */
    async remove(id: string): Promise<boolean> {
      return stampRun(id, async (trx) => {
        const gone = await trx
          .updateTable("runs")
          .set({ run: null, active: 0 })
          .where("id", "=", id)
          .where("run", "is not", null)
          .executeTakeFirst();
        return Number(gone.numUpdatedRows) === 1;
      });
    },

    /** The runs with cells to send and not paused, the oldest first. */
    async active(): Promise<HeldRun[]> {
      const rows = await db
        .selectFrom("runs")
        .select(["run", "pace"])
        .where("active", "=", 1)
        .orderBy("created_at")
        .execute();
      return rows.flatMap((row) => {
        const run = readRun(row.run);
        return run ? [{ run, pace: readPace(row.pace) }] : [];
      });
    },
  };
}

/** The runs changed after change `since`, oldest change first, at most `limit`. */
export async function runsSince(
  { db }: Pick<WorkspaceDatabase, "db">,
  since: number,
  limit: number,
): Promise<SharedRun[]> {
  const rows = await db
    .selectFrom("runs")
    .select(["id", "run", "change_seq"])
    .where("change_seq", ">", since)
    .orderBy("change_seq")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, change: Number(row.change_seq), run: readRun(row.run) }));
}
