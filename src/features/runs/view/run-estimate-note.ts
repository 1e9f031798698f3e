import type { Run } from "../../../contract/run.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { loadRunPace } from "../../../lib/connection.ts";
import { estimateWords } from "../../../entities/run/estimate-words.ts";
import { estimateRun } from "../../../entities/run/run-estimate.ts";

/**
 * The report's estimate line: what the builder would say of this run's cells now, from the
 * history's other tasks (the run's own would make it describe itself), with the settings' pace
 * and price per task.
 */
export function runEstimateNote(run: Run, entries: readonly DeckEntry[], price: number | null): string {
  const own = new Set(run.cells.map((cell) => cell.entryId));
  const others = entries.filter((entry) => !own.has(entry.id));
  const bodies = run.cells.map((cell) => cell.body);
  return estimateWords(estimateRun(bodies, others, loadRunPace(), price), price);
}
