import { useEffect, useRef, type RefObject } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";

const WIDE = "(min-width: 64rem)";

/**
 * A request just sent from this browser leads the list: on wide screens, where the list is beside
 * the composer, the page scrolls it into view if the list's start is above the window. Only the
 * page scrolls: the focus stays where it was (in the form). On one column the list is below the
 * form, and scrolling there would carry the form away: the composer's "View task" link jumps instead.
 */
export function useRevealNewest(entries: readonly DeckEntry[], list: RefObject<HTMLElement | null>) {
  const newest = entries[0];
  const seen = useRef(newest?.id);
  useEffect(() => {
    if (!newest || newest.id === seen.current) return;
    seen.current = newest.id;
    const element = list.current;
    if (newest.state !== "sending" || !element || !window.matchMedia?.(WIDE).matches) return;
    const top = element.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight / 2) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: Math.max(0, top + window.scrollY - 16), behavior: still ? "auto" : "smooth" });
  }, [newest, list]);
}
