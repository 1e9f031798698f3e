import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Run } from "../../../contract/run.ts";
import { passTotals, type PassTotals } from "../../../entities/run/pass-totals.ts";
import { axisLabel, valueLabel } from "./run-grid.ts";
import { verdictOfCell, type VerdictOf } from "./run-review.ts";

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
