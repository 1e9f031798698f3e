import type { Outcome } from "../../../entities/verdict/outcomes.ts";
import { isReviewed } from "../../../entities/verdict/verdict.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import type { RunFilter } from "./run-review.ts";

/**
 * What a cell's badge says: its verdict once it has a pass or fail (what the review filters sort
 * by), "Unreviewed" where that filter shows a finished cell, else its task's status.
 */
export type CellBadge = { kind: "verdict"; outcome: Outcome } | { kind: "unreviewed" } | { kind: "status" };

export function cellBadge(done: boolean, verdict: Verdict | undefined, filter: RunFilter): CellBadge {
  if (verdict?.outcome) return { kind: "verdict", outcome: verdict.outcome };
  if (done && filter === "unreviewed" && !isReviewed(verdict)) return { kind: "unreviewed" };
  return { kind: "status" };
}
