import { t } from "@lingui/core/macro";
import type { Family } from "../../../contract/families.ts";
import { REPEATS_RANGE, cellKey, type RunCell, type RunPlan } from "../../../contract/run.ts";
import { buildThreeDBody, buildVideoBody } from "../../../entities/task/build-body.ts";
import type { JsonObject } from "../../../entities/task/request/extra-fields-parse.ts";
import { threeDFormSchema, videoFormSchema } from "../../../entities/task/checks/form-schema.ts";
import { readThreeDValues, readVideoValues } from "../../../entities/task/form-values.ts";
import { applicationOrder, applyValue, axesProblems, axisName } from "./matrix-apply.ts";
import { axisKindLabel } from "../../../entities/run/axis-labels.ts";
import { repeatedValues, shortValue } from "./matrix-values.ts";

/** A cell as the builder shows it: its number (from 1), its name, and why it cannot be sent (null: it can). */
export type PlannedCell = RunCell & { number: number; label: string; problem: string | null };

/**
 * A plan expanded. `problems` block the run (so does any cell's problem); `notes` only inform
 * (a value listed twice on one axis makes cells that are duplicates, shown as such).
 */
export type Expansion = { cells: PlannedCell[]; problems: string[]; notes: string[] };

type Values = Record<string, unknown> & { prompt: string };
type Tools = {
  read: (base: unknown) => Values;
  check: (values: Values) => { success: boolean; error?: { issues: { message: string }[] } };
  build: (values: Values) => JsonObject;
};

// The composer's own reader, checks and body builder for each family: a cell is a single task.
const TOOLS = {
  video: { read: readVideoValues, check: videoFormSchema.safeParse, build: buildVideoBody },
  "3d": { read: readThreeDValues, check: threeDFormSchema.safeParse, build: buildThreeDBody },
} as unknown as Record<Family, Tools>;

/** Every combination of one index per axis, the first axis changing slowest. */
function* coordinates(sizes: readonly number[], at = 0, prefix: number[] = []): Generator<number[]> {
  if (at === sizes.length) return yield prefix;
  for (let i = 0; i < sizes[at]!; i++) yield* coordinates(sizes, at + 1, [...prefix, i]);
}

/** "Cell 2 (Prompt: "fox", Model: t2v-01, repeat 1)", in the current language. */
function cellLabel(plan: RunPlan, coords: readonly number[], repeat: number, number: number): string {
  const parts = plan.axes.map((axis, i) => {
    const value = shortValue(axis.values[coords[i]!]!);
    const kind = axisKindLabel(axis.kind);
    return axis.kind === "prompt" ? t`${kind}: "${value}"` : t`${kind}: ${value}`;
  });
  const nth = repeat + 1;
  if (plan.repeats > 1) parts.push(t`repeat ${nth}`);
  const values = parts.join(t({ comment: "Between the parts of a cell's name", message: ", " }));
  return parts.length ? t`Cell ${number} (${values})` : t`Cell ${number}`;
}

/** The cell's values: the base with one value of each axis applied, or the first reason it cannot be. */
function cellValues(plan: RunPlan, base: Values, coords: readonly number[]) {
  let values = base;
  for (const i of applicationOrder(plan.axes)) {
    const axis = plan.axes[i]!;
    const applied = applyValue(values, axis, axis.values[coords[i]!]!);
    if ("problem" in applied) {
      const name = axisName(plan.axes, i);
      const why = applied.problem;
      return { values, problem: t`${name}: ${why}.` };
    }
    values = applied.values;
  }
  return { values, problem: null };
}

/**
 * The plan's cells in a stable order (first axis slowest, repeats innermost), each body built
 * and checked as the composer builds and checks a single task. Repeats share their body.
 */
export function expandPlan(plan: RunPlan): Expansion {
  const tools = TOOLS[plan.family];
  const base = tools.read(plan.base);
  const problems = axesProblems(plan.family, plan.axes);
  const { min, max } = REPEATS_RANGE;
  if (!Number.isInteger(plan.repeats) || plan.repeats < min || plan.repeats > max)
    problems.push(t`Repeats must be a whole number from ${min} to ${max}.`);
  const notes = plan.axes.flatMap((axis, i) =>
    repeatedValues(axis.values).map((each) => {
      const name = axisName(plan.axes, i);
      const value = shortValue(each);
      return t`${name}: "${value}" is listed twice.`;
    }),
  );
  const repeats = Math.min(Math.max(Math.trunc(plan.repeats) || min, min), max);
  const cells: PlannedCell[] = [];
  for (const coords of coordinates(plan.axes.map((axis) => axis.values.length))) {
    const made = cellValues(plan, base, coords);
    const checked = made.problem ? null : tools.check(made.values);
    const problem = made.problem ?? checked?.error?.issues.map((issue) => issue.message).join(" ") ?? null;
    const body = tools.build(made.values);
    for (let repeat = 0; repeat < repeats; repeat++) {
      const number = cells.length + 1;
      const label = cellLabel(plan, coords, repeat, number);
      const cell = { key: cellKey(coords, repeat), coords, repeat, body, entryId: null, cancelled: false };
      cells.push({ ...cell, number, label, problem: problem ? t`${label}: ${problem}` : null });
    }
  }
  return { cells, problems, notes };
}

/** One bad cell, or one problem with the plan, blocks the whole run; so does a run of no cells. */
export const isBlocked = (expansion: Expansion) =>
  expansion.cells.length === 0 || expansion.problems.length > 0 || expansion.cells.some((cell) => cell.problem);
