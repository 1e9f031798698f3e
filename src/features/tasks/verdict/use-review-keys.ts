import { useEffect, useRef, type RefObject } from "react";
import { reviewAction, reviewedCount } from "./review-keys.ts";
import { useVerdictBook } from "./use-verdict-book.ts";

type Options = {
  /** The tasks under review in order (the current filter), and the one on show. */
  ids: readonly string[];
  current: string;
  /** Shows another task of `ids`. */
  onMove: (id: string) => void;
  /** Focuses the note box (the panel's `noteRef`). */
  onNote: () => void;
  /** Where the keys are heard: the lightbox's element. */
  scope: RefObject<HTMLElement | null>;
};

/**
 * Keyboard review for a list of results (the gallery's lightbox): `p`/`f` pass or fail (again
 * to clear), `1`–`5` rate, `n` the note, `←`/`→` the previous or next task. Returns the
 * "N of M reviewed" line for the list.
 */
export function useReviewKeys({ ids, current, onMove, onNote, scope }: Options): string {
  const { book } = useVerdictBook();
  const latest = useRef({ ids, current, onMove, onNote, book });
  useEffect(() => {
    latest.current = { ids, current, onMove, onNote, book };
  });

  useEffect(() => {
    const element = scope.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      const action = reviewAction(event, event.target instanceof Element ? event.target : null);
      const { ids, current, onMove, onNote, book } = latest.current;
      if (!action) return;
      event.preventDefault();
      if (action.type === "note") onNote();
      else if (action.type === "move") {
        const next = ids[ids.indexOf(current) + action.by];
        if (next !== undefined) onMove(next);
      } else if (book && action.type === "rate") void book.update(current, { rating: action.rating });
      else if (book && action.type === "outcome")
        void book.update(current, (v) => ({ outcome: v.outcome === action.outcome ? null : action.outcome }));
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [scope]);

  return book ? reviewedCount(ids, book.get) : "";
}
