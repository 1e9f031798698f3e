import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TAG_MAX } from "./limits.ts";
import type { PinnedNote, Verdict } from "./verdict-schema.ts";

// A person's verdict on one task's result: the helpers the deck's filters need, without zod
// (they load before the first interaction). Its shape is verdict-schema.ts, its outcomes outcomes.ts.

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
