import { z } from "zod/mini";
import { CHOICES } from "./choices.ts";

/**
 * A pairwise judgement: two tasks (ids in the tasks' store) as Compare showed them, A and B, and
 * which was better, or a tie. One per pair, whichever order it was shown in; the newest wins.
 */
export const judgementSchema = z.object({
  a: z.string().check(z.minLength(1)),
  b: z.string().check(z.minLength(1)),
  choice: z.enum(CHOICES),
  /** When it last changed (ms). */
  updatedAt: z.number().check(z.gte(0)),
});
export type Judgement = z.infer<typeof judgementSchema>;
