import type { KeyboardEvent } from "react";
import type { JudgementStore } from "../../../entities/judgement/store.ts";
import { applyReviewKey } from "../lightbox/lightbox-review.tsx";
import { compareKey } from "./compare-keys.ts";

/**
 * Compare's keys: `a`, `b`, `t` judge the pair (two sides, both with a result); the lightbox's
 * review keys judge the side holding the focus (its section carries the task's id in data-side).
 */
export function compareKeyHandler(book: JudgementStore | null, pair: readonly [string, string] | null) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const action = compareKey(event, target, pair !== null);
    if (!action) return;
    const side = target?.closest<HTMLElement>("[data-side]");
    if (action.kind === "pair") {
      if (!book || !pair) return;
      event.preventDefault();
      void book.judge(pair[0], pair[1], action.choice);
    } else if (side?.dataset.side) {
      event.preventDefault();
      applyReviewKey(side.dataset.side, action.key, side.querySelector("textarea"));
    }
  };
}
