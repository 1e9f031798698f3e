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
 * again as the page scrolls, the window resizes, or a box holding the list changes height (what
 * is above the list moved it). Rows of one height need no measuring, so nothing renders while
 * the rows in view stay the same (virtua measured every row and rendered at every scroll: with
 * the pointer away, style work per frame 0.8 → 0.4 ms here, docs/benchmark.md); when they change,
 * the new rows render before the frame is painted, not after it.
 */
export function useWindowRows(list: RefObject<HTMLElement | null>, rowPx: number, rows: number, overscan: number) {
  const [range, setRange] = useState<RowRange>({ first: 0, end: 0 });
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const read = () => {
      const next = rowsInView(element.getBoundingClientRect().top, window.innerHeight, rowPx, rows, overscan);
      setRange((last) => (same(last, next) ? last : next));
    };
    read();
    const onMove = () => flushSync(read);
    window.addEventListener("scroll", onMove, { passive: true });
    window.addEventListener("resize", onMove);
    const boxes = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(onMove);
    for (let box = element.parentElement; box && boxes; box = box.parentElement) boxes.observe(box);
    return () => {
      window.removeEventListener("scroll", onMove);
      window.removeEventListener("resize", onMove);
      boxes?.disconnect();
    };
  }, [list, rowPx, rows, overscan]);
  return range;
}
