import { z } from "zod/mini";

// A pairwise judgement's shape, for the page's store and its workspace alike (shared-item.ts).

/** The choices, in Compare's order; each is also its word in the store, the same in every language. */
export const JUDGEMENT_CHOICES = ["a", "b", "tie"] as const;
export type Choice = (typeof JUDGEMENT_CHOICES)[number];

/**
 * A pairwise judgement: two tasks (ids in the tasks' store) as Compare showed them, A and B, and
 * which was better, or a tie. One per pair, whichever order it was shown in; the newest wins.
 */
export const judgementSchema = z.object({
  a: z.string().check(z.minLength(1)),
  b: z.string().check(z.minLength(1)),
  choice: z.enum(JUDGEMENT_CHOICES),
  /** When it last changed (ms). */
  updatedAt: z.number().check(z.gte(0)),
});
export type Judgement = z.infer<typeof judgementSchema>;

/** One key per pair of tasks, the same in either order. */
export const pairKey = (a: string, b: string): string => JSON.stringify(a < b ? [a, b] : [b, a]);
