import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { OUTCOME_TABLE } from "../../../entities/verdict/outcomes.ts";
import { isReviewed } from "../../../entities/verdict/verdict.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import type { Run, RunCell } from "../../../contract/run.ts";
import { entryResults } from "../../../entities/task/entry-results.ts";
import type { EntryOf } from "./run-progress.ts";

// Reviewing a run: its filters, and how each cell fares against the baseline of its preset.

export const RUN_FILTERS = ["all", "unreviewed", "failed-qa", "differs", "regressions"] as const;
export type RunFilter = (typeof RUN_FILTERS)[number];

export const RUN_FILTER_LABELS: Record<RunFilter, MessageDescriptor> = {
  all: msg`All cells`,
  unreviewed: msg`Unreviewed`,
  "failed-qa": msg`Failed QA`,
  differs: msg`Differs between repeats`,
  regressions: msg`Regressions`,
};

/** A task's verdict, by its entry id. */
export type VerdictOf = (entryId: string) => Verdict | undefined;

export const verdictOfCell = (cell: RunCell, verdictOf: VerdictOf) =>
  cell.entryId === null ? undefined : verdictOf(cell.entryId);

/** Better, worse or the same as the baseline's verdict on the same cell. */
export type Change = "better" | "worse" | "same";

/** A cell's badge against the baseline. */
export const CHANGE_LABELS: Record<Change, MessageDescriptor> = {
  better: msg`Better than the baseline`,
  worse: msg`Worse than the baseline`,
  same: msg`Same as the baseline`,
};

/** Whether a verdict's outcome passes; null without one. */
const passes = (verdict: Verdict | undefined) => (verdict?.outcome ? OUTCOME_TABLE[verdict.outcome].passes : null);

/**
 * Compared by outcome (passing beats not) and, where that does not decide, by rating; null
 * unless both were reviewed: an unjudged cell neither improved nor regressed.
 */
export function compareVerdicts(now: Verdict | undefined, before: Verdict | undefined): Change | null {
  if (!now || !before || !isReviewed(now) || !isReviewed(before)) return null;
  const [nowPasses, beforePasses] = [passes(now), passes(before)];
  if (nowPasses !== null && beforePasses !== null && nowPasses !== beforePasses) return nowPasses ? "better" : "worse";
  if (now.rating !== null && before.rating !== null && now.rating !== before.rating)
    return now.rating > before.rating ? "better" : "worse";
  return "same";
}

/** The run marked as the baseline of this run's preset, if another one is. */
export function findBaseline(run: Run, runs: readonly Run[]): Run | null {
  if (run.presetId === null) return null;
  return runs.find((other) => other.id !== run.id && other.baseline && other.presetId === run.presetId) ?? null;
}

/** A cell by what it is (its values and repeat), not its place: a preset's axes may have been reordered since. */
const identity = (run: Run, cell: RunCell) =>
  JSON.stringify([cell.coords.map((value, axis) => run.plan.axes[axis]?.values[value] ?? null), cell.repeat]);

/** Each cell's change against the baseline (by cell key), where both were reviewed. */
export function baselineChanges(run: Run, baseline: Run, verdictOf: VerdictOf): Map<string, Change> {
  const before = new Map(baseline.cells.map((cell) => [identity(baseline, cell), cell]));
  const changes = new Map<string, Change>();
  for (const cell of run.cells) {
    const old = before.get(identity(run, cell));
    const change = old ? compareVerdicts(verdictOfCell(cell, verdictOf), verdictOfCell(old, verdictOf)) : null;
    if (change) changes.set(cell.key, change);
  }
  return changes;
}

/** The cells whose repeats were judged differently (outcome or rating), every repeat of them. */
function differingCells(cells: readonly RunCell[], verdictOf: VerdictOf): Set<string> {
  const judged = new Map<string, Set<string>>();
  for (const cell of cells) {
    const verdict = verdictOfCell(cell, verdictOf);
    if (!isReviewed(verdict)) continue;
    const place = cell.coords.join(".");
    const seen = judged.get(place) ?? new Set<string>();
    seen.add(`${verdict?.outcome}/${verdict?.rating}`);
    judged.set(place, seen);
  }
  return new Set(cells.filter((cell) => (judged.get(cell.coords.join("."))?.size ?? 0) > 1).map((c) => c.key));
}

/** Only a cell with a result can be reviewed: one still running or never sent is not waiting for review. */
export function hasResult(cell: RunCell, entryOf: EntryOf): boolean {
  const entry = cell.entryId === null ? undefined : entryOf(cell.entryId);
  return entry !== undefined && entryResults(entry) !== null;
}

export type ReviewContext = { entryOf: EntryOf; verdictOf: VerdictOf; changes: ReadonlyMap<string, Change> };

/** The cells (in the order given) that the filter shows. */
export function filterCells(cells: readonly RunCell[], filter: RunFilter, context: ReviewContext): RunCell[] {
  const { entryOf, verdictOf, changes } = context;
  if (filter === "all") return [...cells];
  if (filter === "differs") {
    const differing = differingCells(cells, verdictOf);
    return cells.filter((cell) => differing.has(cell.key));
  }
  return cells.filter((cell) => {
    const verdict = verdictOfCell(cell, verdictOf);
    if (filter === "unreviewed") return hasResult(cell, entryOf) && !isReviewed(verdict);
    if (filter === "failed-qa") return passes(verdict) === false;
    return changes.get(cell.key) === "worse";
  });
}
