import type { KeyboardEvent } from "react";
import type { JudgementStore } from "../../../entities/judgement/store.ts";
import { loadVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";
import { compareKey } from "./compare-keys.ts";

/**
 * Compare's keys: `a`, `b`, `t` judge the pair (two sides, both with a result); the review keys
 * judge the side holding the focus (its section carries the task's id in data-side); again: undone.
 */
export function compareKeyHandler(book: JudgementStore | null, pair: readonly [string, string] | null) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const action = compareKey(event, target, pair !== null);
    const side = target?.closest<HTMLElement>("[data-side]")?.dataset.side;
    if (!action || (action.kind === "pair" ? !book || !pair : !side)) return;
    event.preventDefault();
    if (action.kind === "pair") void book?.judge(pair![0], pair![1], action.choice);
    else if (action.kind === "note") target?.closest("[data-side]")?.querySelector("textarea")?.focus();
    else
      void loadVerdictBook().then((verdicts) =>
        verdicts.update(side!, (verdict) =>
          action.kind === "outcome"
            ? { outcome: verdict.outcome === action.outcome ? null : action.outcome }
            : { rating: action.rating },
        ),
      );
  };
}
