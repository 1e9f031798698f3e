import { outcomeOfKey, type Outcome } from "../../../entities/verdict/outcomes.ts";

/** What a key does in the lightbox; null leaves it to the element that has focus. */
export type LightboxMove = "previous" | "next";

type KeyLike = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean };
type TargetLike = { tagName: string; isContentEditable?: boolean; getAttribute(name: string): string | null };

// Where arrows and letters already mean something: typing, choosing, seeking a player, a slider.
const OWN_KEYS = new Set(["INPUT", "TEXTAREA", "SELECT", "VIDEO", "AUDIO"]);

/** Whether the focused element wants the keys for itself (so shortcuts stay out of its way). */
export function keepsKeys(target: TargetLike | null): boolean {
  if (!target) return false;
  if (OWN_KEYS.has(target.tagName) || target.isContentEditable) return true;
  const role = target.getAttribute("role");
  return role === "slider" || role === "textbox" || role === "spinbutton";
}

/** Keyboard review: an outcome's key (again: undone; entities/verdict/outcomes.ts), `1`–`5` rate, `n` to the note. */
export type ReviewKey = { kind: "outcome"; outcome: Outcome } | { kind: "rating"; rating: number } | { kind: "note" };

export function reviewKey(event: KeyLike, target: TargetLike | null): ReviewKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey || keepsKeys(target)) return null;
  const key = event.key.toLowerCase();
  const outcome = outcomeOfKey(key);
  if (outcome) return { kind: "outcome", outcome };
  if (key === "n") return { kind: "note" };
  if (/^[1-5]$/.test(key)) return { kind: "rating", rating: Number(key) };
  return null;
}

/** ← and → step through the tasks of the current filter; with a modifier they are the browser's. */
export function lightboxMove(event: KeyLike, target: TargetLike | null): LightboxMove | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || keepsKeys(target)) return null;
  if (event.key === "ArrowLeft") return "previous";
  if (event.key === "ArrowRight") return "next";
  return null;
}

/** The task before or after `id` in `ids`; null at either end, or when `id` is not among them. */
export function neighbour(ids: readonly string[], id: string, move: LightboxMove): string | null {
  const index = ids.indexOf(id);
  if (index < 0) return null;
  return ids[move === "next" ? index + 1 : index - 1] ?? null;
}
