import { z } from "zod/mini";
import { FAMILIES } from "./families.ts";
import { submitFailureSchema } from "./submit-failure-schema.ts";
import {
  ALL_AXIS_KINDS,
  MAX_AXES,
  PAUSE_REASONS,
  REPEATS_RANGE,
  type Run,
  type RunPlan,
  type RunPreset,
} from "./run.ts";

// The stored shapes of a run, its plan and a preset: the run store and the preset book read
// them back with these, and a run import may too. A record that no longer reads (a hand-edited
// database, a newer version's run) is skipped by whoever reads it, as the verdicts are. Apart
// from run.ts so that code which only needs the types loads no zod schema.

const body = z.record(z.string(), z.unknown());

export const axisSchema = z.object({
  kind: z.enum(ALL_AXIS_KINDS),
  values: z.array(z.string()),
  term: z.optional(z.string()),
});

export const runPlanSchema: z.ZodMiniType<RunPlan> = z.object({
  family: z.enum(FAMILIES),
  base: body,
  axes: z.array(axisSchema).check(z.maxLength(MAX_AXES)),
  repeats: z.int().check(z.gte(REPEATS_RANGE.min), z.lte(REPEATS_RANGE.max)),
});

const cellSchema = z.object({
  key: z.string(),
  coords: z.array(z.int().check(z.gte(0))),
  repeat: z.int().check(z.gte(0)),
  body,
  entryId: z.nullable(z.string().check(z.minLength(1))),
  cancelled: z.boolean(),
});

export const runSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  plan: runPlanSchema,
  presetId: z.nullable(z.string()),
  cells: z.array(cellSchema),
  createdAt: z.number(),
  pause: z.nullable(
    z.object({
      reason: z.enum(PAUSE_REASONS),
      message: z.string(),
      // A failure this version cannot read is left out: the message still says it.
      failure: z.catch(z.optional(submitFailureSchema), undefined),
    }),
  ),
  baseline: z.boolean(),
  sentBy: z.optional(z.literal("server")),
});

// run.ts owns the shape: this fails to compile the day the two part ways.
type Parsed = z.infer<typeof runSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SCHEMA_MATCHES_RUN: Same<Parsed, Run> = true;

export const runPresetSchema: z.ZodMiniType<RunPreset> = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  plan: runPlanSchema,
  savedAt: z.number(),
});
