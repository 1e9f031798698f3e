import { i18n } from "@lingui/core";
import { plural, t } from "@lingui/core/macro";
import { OUTCOME_TABLE } from "./outcomes.ts";
import type { Verdict } from "./verdict-schema.ts";

// A verdict in words, where it is read rather than changed: a run cell's name. In the current
// language: call these while rendering.

/** "4 stars": a rating, as the rating field names its stars. */
export const starsText = (stars: number) => plural(stars, { one: "# star", other: "# stars" });

/** Whether a verdict holds a note, written or pinned to a moment or a view. */
export const hasNote = (verdict: Verdict) => verdict.note.trim() !== "" || verdict.pins.length > 0;

/** "Passed, 4 stars, has a note": its outcome, rating and note, those it has; "" for none. */
export function verdictWords(verdict: Verdict | undefined): string {
  if (!verdict) return "";
  const parts: string[] = [];
  if (verdict.outcome) parts.push(i18n._(OUTCOME_TABLE[verdict.outcome].filterLabel));
  if (verdict.rating !== null) parts.push(starsText(verdict.rating));
  if (hasNote(verdict)) parts.push(t`has a note`);
  return parts.join(t({ context: "between the parts of a verdict in words", message: ", " }));
}
