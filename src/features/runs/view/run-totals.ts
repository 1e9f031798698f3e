import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Run, RunCell } from "../../../contract/run.ts";
import { passTotals } from "../../../entities/verdict/pass-totals.ts";
import type { RunGrid } from "./run-grid.ts";
import { verdictOfCell, type VerdictOf } from "./run-review.ts";

// How a run's rows, columns and the whole run fare in words: "2 of 3 passed · mean rating 3.5".
// The counting is entities/verdict/pass-totals.ts; the words, in the current language, are here.

/** "2 of 3 passed · mean rating 3.5" (of the cells with a pass or fail; the ratings given); "" for none. */
export function totalsText(cells: readonly (RunCell | undefined)[], verdictOf: VerdictOf): string {
  const totals = passTotals(cells.map((cell) => (cell ? verdictOfCell(cell, verdictOf) : undefined)));
  const parts: string[] = [];
  if (totals.judged) {
    const [passed, judged] = [i18n.number(totals.passed), i18n.number(totals.judged)];
    parts.push(t`${passed} of ${judged} passed`);
  }
  if (totals.meanRating !== null) {
    const mean = i18n.number(totals.meanRating, { maximumFractionDigits: 1 });
    parts.push(t`mean rating ${mean}`);
  }
  return parts.join(" · ");
}

/** Every cell of a row or a column of the grid, whatever the filter shows: a line's totals are the line's. */
export const rowCells = (grid: RunGrid, row: number) =>
  grid.columns.flatMap((column) => grid.cellsAt(row, column.index));
export const columnCells = (grid: RunGrid, column: number) =>
  grid.rows.flatMap((row) => grid.cellsAt(row.index, column));

/** The whole run's totals, for its summary. */
export const runTotalsText = (run: Run, verdictOf: VerdictOf) => totalsText(run.cells, verdictOf);
