import { z } from "zod/mini";
import type { Family } from "../../../contract/families.ts";
import { ALL_AXIS_KINDS, MAX_AXES, REPEATS_RANGE, type RunPlan } from "../../../contract/run.ts";
import { parseValues } from "./matrix-values.ts";

// The builder's state as the composer's draft keeps it: each axis's Values as typed (blank
// lines and all), so switching Matrix off and on, or reloading, gives back what was written.

const text = z.catch(z.string(), "");

const axisDraftSchema = z.object({
  kind: z.enum(ALL_AXIS_KINDS),
  /** The Values textbox as typed. */
  text,
  /** A prompt axis's search term; empty: each value is a whole prompt. */
  term: text,
});

const matrixDraftSchema = z.object({
  on: z.catch(z.boolean(), false),
  axes: z.catch(z.array(axisDraftSchema).check(z.maxLength(MAX_AXES)), []),
  repeats: z.catch(z.int().check(z.gte(REPEATS_RANGE.min), z.lte(REPEATS_RANGE.max)), REPEATS_RANGE.min),
  name: text,
  /** The preset last loaded: a run carries its id while the plan is still the preset's. */
  presetId: z.catch(z.nullable(z.string()), null),
});

export type AxisDraft = z.output<typeof axisDraftSchema>;
export type MatrixDraft = z.output<typeof matrixDraftSchema>;

/** A stored draft read field by field; anything unreadable falls back on its own. */
export const readMatrixDraft = (stored: unknown): MatrixDraft =>
  z.catch(matrixDraftSchema, matrixDraftSchema.parse({})).parse(stored ?? {});

/** The plan the draft and the form's values describe: each axis's values read one per line. */
export function planOf(family: Family, base: Record<string, unknown>, draft: MatrixDraft): RunPlan {
  const axes = draft.axes.map(({ kind, text, term }) => {
    const values = parseValues(text);
    return kind === "prompt" && term.trim() ? { kind, values, term: term.trim() } : { kind, values };
  });
  return { family, base, axes, repeats: draft.repeats };
}

/** A plan (a preset's) as the builder's draft: its values one per line. */
export function draftOfPlan(plan: RunPlan, presetId: string | null, name = ""): MatrixDraft {
  const axes = plan.axes.map(({ kind, values, term }) => ({ kind, text: values.join("\n"), term: term ?? "" }));
  return { on: true, axes, repeats: plan.repeats, name, presetId };
}

/** Plans compared by content, whatever order their keys were written in. */
export function samePlan(a: RunPlan, b: RunPlan): boolean {
  const canonical = (plan: RunPlan) =>
    JSON.stringify(plan, (_key, value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1)))
        : value,
    );
  return canonical(a) === canonical(b);
}
