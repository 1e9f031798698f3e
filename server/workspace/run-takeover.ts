import type { Run } from "../../src/contract/run.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { RESTARTED } from "./run-pauses.ts";
import type { RunBook } from "./runs.ts";
import type { SubmissionJournal } from "./submissions.ts";

type Workspace = { database: Pick<WorkspaceDatabase, "db">; runs: RunBook; journal: SubmissionJournal };

/**
 * The last holder stopped without giving the lease back (killed, or its machine gone): a cell
 * it claimed but never wrote ahead was not sent (unsent again); one it wrote ahead and never
 * heard back from may have made a task (outcome unknown, told to pages); and each of its runs
 * stops, as a page's do when it reloads, until a person resumes it.
 */
export async function takeOver({ database, runs, journal }: Workspace, left: readonly Run[]): Promise<void> {
  for (const run of left) {
    const ids = run.cells.flatMap((cell) => (cell.entryId ? [cell.entryId] : []));
    const rows = ids.length
      ? await database.db.selectFrom("submissions").select(["key", "state"]).where("key", "in", ids).execute()
      : [];
    const written = new Map(rows.map((row) => [row.key, row.state]));
    for (const [key, state] of written) if (state === "sending") await journal.noAnswer(key);
    await runs.change(run.id, (current) => ({
      cells: current.cells.map((cell) =>
        cell.entryId && ids.includes(cell.entryId) && !written.has(cell.entryId) ? { ...cell, entryId: null } : cell,
      ),
      pause: current.pause ?? RESTARTED,
    }));
  }
}
