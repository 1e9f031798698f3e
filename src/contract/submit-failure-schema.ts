import { z } from "zod/mini";
import { SUBMIT_FAILURE_KINDS } from "./failure-kinds.ts";
import type { SubmitFailure } from "./run.ts";

// A stored submission failure's facts, as a run's pause and a deck entry keep them.
export const submitFailureSchema: z.ZodMiniType<SubmitFailure> = z.object({
  kind: z.enum(SUBMIT_FAILURE_KINDS),
  status: z.nullable(z.number()),
  said: z.nullable(z.string()),
  code: z.optional(z.nullable(z.string())),
  param: z.nullable(z.string()),
  detail: z.string(),
  html: z.boolean(),
});
