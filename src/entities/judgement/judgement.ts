import type { Choice } from "./choices.ts";
import type { Judgement } from "../../contract/judgement.ts";

export { pairKey } from "../../contract/judgement.ts";

/** What a judgement says of one of its two tasks. */
export type PairResult = "won" | "lost" | "tied";

/** The other task of the pair. */
export const otherOf = (judgement: Judgement, id: string): string => (judgement.a === id ? judgement.b : judgement.a);

export function resultFor(judgement: Judgement, id: string): PairResult {
  if (judgement.choice === "tie") return "tied";
  return judgement[judgement.choice] === id ? "won" : "lost";
}

/** The choice a judgement stands for with the sides in this order (it may have been made the other way round). */
export function choiceAsShown(judgement: Judgement | undefined, a: string): Choice | null {
  if (!judgement) return null;
  if (judgement.choice === "tie" || judgement.a === a) return judgement.choice;
  return judgement.choice === "a" ? "b" : "a";
}

/** How many of its comparisons a task won, of how many it was in (ties count as not won). */
export function tally(judgements: readonly Judgement[], id: string): { won: number; total: number } {
  const own = judgements.filter((judgement) => judgement.a === id || judgement.b === id);
  return { won: own.filter((judgement) => resultFor(judgement, id) === "won").length, total: own.length };
}
