import { choiceOfKey, type Choice } from "../../../entities/judgement/choices.ts";
import { keepsKeys, reviewKey, type ReviewKey } from "../lightbox/lightbox-keys.ts";

type KeyLike = Parameters<typeof reviewKey>[0];
type TargetLike = Parameters<typeof reviewKey>[1];

/**
 * What a key does in Compare: the lightbox's review keys judge the side that holds the focus
 * (entities/verdict/outcomes.ts); with two sides, `a`, `b` and `t` judge the pair
 * (entities/judgement/choices.ts). Null leaves it to the element that has focus.
 */
export type CompareKey = { kind: "pair"; choice: Choice } | { kind: "review"; key: ReviewKey };

export function compareKey(event: KeyLike, target: TargetLike | null, pairs: boolean): CompareKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey || keepsKeys(target)) return null;
  const choice = pairs ? choiceOfKey(event.key.toLowerCase()) : undefined;
  if (choice) return { kind: "pair", choice };
  const key = reviewKey(event, target);
  return key ? { kind: "review", key } : null;
}
