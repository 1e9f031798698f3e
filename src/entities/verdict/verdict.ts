import { i18n } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { TAG_MAX } from "../../contract/verdict-limits.ts";
import { OUTCOME_TABLE } from "./outcomes.ts";
import type { PinnedNote, Verdict } from "../../contract/verdict-schema.ts";

// A person's verdict on one task's result: the helpers the deck's filters need, without zod
// (they load before the first interaction), and its words where it is read rather than changed
// (the rating field's stars, a run cell's name). Its shape is verdict-schema.ts, its outcomes outcomes.ts.

export const EMPTY_VERDICT: Verdict = { outcome: null, rating: null, tags: [], note: "", pins: [], updatedAt: 0 };

/** Reviewed means judged: a pass or fail, or a rating. A tag or a note alone is not a judgement. */
export function isReviewed(verdict: Verdict | undefined): boolean {
  return verdict !== undefined && (verdict.outcome !== null || verdict.rating !== null);
}

/** A tag as stored: trimmed, inner spaces collapsed, cut to the limit; "" for nothing. */
export function normalTag(text: string): string {
  return text.trim().replace(/\s+/g, " ").slice(0, TAG_MAX);
}

/** A video time as people read it: m:ss.s (h:mm:ss.s past an hour). */
export function formatPinTime(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  const s = (tenths % 600) / 10;
  const m = Math.floor(tenths / 600) % 60;
  const h = Math.floor(tenths / 36_000);
  const ss = s.toFixed(1).padStart(4, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** Where a pinned note points, in words: its video time, or "3D view" in the current language. */
export function pinPlace(pin: PinnedNote): string {
  return pin.seconds !== undefined
    ? formatPinTime(pin.seconds)
    : pin.view
      ? i18n._(msg({ message: "3D view", context: "pin" }))
      : "";
}

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
