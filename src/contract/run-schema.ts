import { z } from "zod/mini";
import { FAMILIES } from "./families.ts";
import { AXIS_LABELS, MAX_AXES, REPEATS_RANGE, type AxisKind, type RunPlan, type RunPreset } from "./run.ts";

// The stored shapes of a run's plan and of a preset, read back with these (a record that no
// longer reads is skipped, as the verdicts are). Apart from run.ts so that code which only needs
// the types loads no zod schema.

const AXIS_KIND_VALUES = Object.keys(AXIS_LABELS) as [AxisKind, ...AxisKind[]];

export const axisSchema = z.object({
  kind: z.enum(AXIS_KIND_VALUES),
  values: z.array(z.string()),
  term: z.optional(z.string()),
});

export const runPlanSchema: z.ZodMiniType<RunPlan> = z.object({
  family: z.enum(FAMILIES),
  base: z.record(z.string(), z.unknown()),
  axes: z.array(axisSchema).check(z.maxLength(MAX_AXES)),
  repeats: z.int().check(z.gte(REPEATS_RANGE.min), z.lte(REPEATS_RANGE.max)),
});

export const runPresetSchema: z.ZodMiniType<RunPreset> = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  plan: runPlanSchema,
  savedAt: z.number(),
});
