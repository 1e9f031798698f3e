import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Run, RunCell } from "../../../contract/run.ts";
import { passTotals, type PassTotals } from "../../../entities/verdict/pass-totals.ts";
import { axisLabel, valueLabel, type RunGrid } from "./run-grid.ts";
import { verdictOfCell, type VerdictOf } from "./run-review.ts";

// How a run's rows, columns, axis values and the whole run fare in words, for its grid ("2 of 3
// passed · mean rating 3.5") and its reports (a totals table).
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
/** One line of a run's totals: an axis's value (or the whole run, `axis` ""), and how its cells fared. */
export type TotalsLine = { axis: string; value: string; totals: PassTotals };

/**
 * The run's pass totals: per value of each axis (every cell with that value, whatever the
 * others), then the whole run. Words in the current language: call it while reporting.
 */
export function runTotals(run: Run, verdictOf: VerdictOf): TotalsLine[] {
  const perValue = run.plan.axes.flatMap((axis, index) =>
    axis.values.map((_, value) => ({
      axis: axisLabel(axis),
      value: valueLabel(axis, value),
      totals: passTotals(
        run.cells.filter((cell) => cell.coords[index] === value).map((cell) => verdictOfCell(cell, verdictOf)),
      ),
    })),
  );
  const whole = {
    axis: "",
    value: t`Whole run`,
    totals: passTotals(run.cells.map((c) => verdictOfCell(c, verdictOf))),
  };
  return [...perValue, whole];
}

/** "75%", or "–" before any outcome. */
export const rateText = ({ rate }: PassTotals) =>
  rate === null ? "–" : i18n.number(rate, { style: "percent", maximumFractionDigits: 0 });

/** "4.3", or "–" before any rating. */
export const meanText = ({ meanRating }: PassTotals) =>
  meanRating === null ? "–" : i18n.number(meanRating, { maximumFractionDigits: 1 });

/** "3 of 4 passed (75%)": passed of those with an outcome. */
export function passedText(totals: PassTotals): string {
  const passed = i18n.number(totals.passed);
  const judged = i18n.number(totals.judged);
  const rate = rateText(totals);
  return t`${passed} of ${judged} passed (${rate})`;
}
