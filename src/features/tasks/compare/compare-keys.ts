import { choiceOfKey, type Choice } from "../../../entities/judgement/choices.ts";
import { outcomeOfKey, type Outcome } from "../../../entities/verdict/outcomes.ts";

type KeyLike = { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean };
type TargetLike = { tagName: string; isContentEditable?: boolean; getAttribute(name: string): string | null };

// Where letters and digits already mean something: typing, choosing, a player, a slider.
const OWN_KEYS = new Set(["INPUT", "TEXTAREA", "SELECT", "VIDEO", "AUDIO"]);
const keepsKeys = (target: TargetLike | null) =>
  !!target &&
  (OWN_KEYS.has(target.tagName) ||
    !!target.isContentEditable ||
    ["slider", "textbox", "spinbutton"].includes(target.getAttribute("role") ?? ""));

/**
 * What a key does in Compare: the lightbox's review keys (an outcome's key from
 * entities/verdict/outcomes.ts, `1`–`5` rate, `n` to the note) judge the side that holds the focus;
 * with two sides, `a`, `b` and `t` judge the pair (entities/judgement/choices.ts). Written apart
 * from the lightbox's (lightbox-keys.ts), not imported: shared by the two lazy chunks, that file
 * became a chunk of its own, and the first visit's preload lists grew.
 */
export type CompareKey =
  | { kind: "pair"; choice: Choice }
  | { kind: "outcome"; outcome: Outcome }
  | { kind: "rating"; rating: number }
  | { kind: "note" };

export function compareKey(event: KeyLike, target: TargetLike | null, pairs: boolean): CompareKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey || keepsKeys(target)) return null;
  const key = event.key.toLowerCase();
  const choice = pairs ? choiceOfKey(key) : undefined;
  if (choice) return { kind: "pair", choice };
  const outcome = outcomeOfKey(key);
  if (outcome) return { kind: "outcome", outcome };
  if (key === "n") return { kind: "note" };
  return /^[1-5]$/.test(key) ? { kind: "rating", rating: Number(key) } : null;
}
