import { useLayoutEffect, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

/** The rows of a list to render: from `first` up to, not including, `end`. */
export type RowRange = { first: number; end: number };

/**
 * The rows near a window `viewPx` high, of a list whose top edge is `top` px below the window's
 * (negative once scrolled past) and whose rows are each `rowPx` apart: those in view and
 * `overscan` more either side.
 */
export function rowsInView(top: number, viewPx: number, rowPx: number, rows: number, overscan: number): RowRange {
  if (rowPx <= 0 || rows <= 0) return { first: 0, end: 0 };
  const first = Math.min(rows, Math.max(0, Math.floor(-top / rowPx) - overscan));
  const end = Math.min(rows, Math.max(first, Math.ceil((viewPx - top) / rowPx) + overscan));
  return { first, end };
}

const same = (a: RowRange, b: RowRange) => a.first === b.first && a.end === b.end;

/**
 * The rows of `list` (scrolled with the page, rows all `rowPx` apart) near the window, read
 * again as the page scrolls, the window resizes or the page's height changes (what is above the
 * list moves it). Rows of one height need no measuring, so nothing renders while the range stays
 * (virtua measured every row and rendered at every scroll: twice the style work per frame here,
 * docs/benchmark.md); when it moves, the new rows render before this frame is painted.
 */
export function useWindowRows(list: RefObject<HTMLElement | null>, rowPx: number, rows: number, overscan: number) {
  const [range, setRange] = useState<RowRange>({ first: 0, end: 0 });
  useLayoutEffect(() => {
    const read = () => {
      const element = list.current;
      if (!element) return;
      const next = rowsInView(element.getBoundingClientRect().top, window.innerHeight, rowPx, rows, overscan);
      setRange((last) => (same(last, next) ? last : next));
    };
    read();
    const onScroll = () => flushSync(read);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", read);
    const page = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(read);
    page?.observe(document.body);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", read);
      page?.disconnect();
    };
  }, [list, rowPx, rows, overscan]);
  return range;
}
