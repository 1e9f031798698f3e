import { useEffect, type RefObject } from "react";

/** How long after the last scroll event the page counts as still. */
export const STILL_AFTER_MS = 150;

/**
 * Marks `element` with `data-scrolling` while the window scrolls, until it has been still for
 * STILL_AFTER_MS. The gallery and everything in it take no pointer events meanwhile: with the
 * pointer over it, Chromium works out what is hovered at every frame as tiles pass under it,
 * for a hover nobody sees while the page moves (with the pointer over the grid, style work per
 * frame 0.8 → 0.4 ms here, docs/benchmark.md). The attribute is set on the element, not
 * rendered, so the scroll renders nothing.
 */
export function useScrollingFlag(element: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let still: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      if (target.dataset.scrolling === undefined) target.dataset.scrolling = "";
      clearTimeout(still);
      still = setTimeout(() => delete target.dataset.scrolling, STILL_AFTER_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      clearTimeout(still);
      window.removeEventListener("scroll", onScroll);
      delete target.dataset.scrolling;
    };
  }, [element]);
}
