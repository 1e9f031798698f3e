import { useEffect, useRef, type ReactNode } from "react";

const GAP_PX = 16;
const WIDE = "(min-width: 64rem)";

/**
 * A column that stays in view beside a longer one (on wide screens; on one column it scrolls with
 * the page). A column taller than the window is not cut off: it scrolls with the page until its
 * end (or its start, going back up) is in view, then stays, so every part of it can be reached
 * without a scroll area of its own.
 */
export function StickyColumn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    // Without these (an old browser, jsdom) the column is plain CSS sticky: fine while it fits.
    if (!element || typeof ResizeObserver === "undefined" || !window.matchMedia) return;
    const wide = window.matchMedia(WIDE);
    let top = GAP_PX;
    let lastY = window.scrollY;
    let shown = "";
    // The column's height as last observed, not read on every scroll: a read after the last
    // write would make the browser lay the page out again in the middle of each scrolled frame.
    let height = element.offsetHeight;
    const place = () => {
      const y = window.scrollY;
      const room = window.innerHeight - height - GAP_PX;
      // Moves with the scroll, held between "its end at the window's end" and "its start at the top".
      top = Math.min(GAP_PX, Math.max(Math.min(room, GAP_PX), top - (y - lastY)));
      lastY = y;
      const next = wide.matches ? `${top}px` : "";
      if (next !== shown) element.style.top = shown = next;
    };
    const observer = new ResizeObserver(([entry]) => {
      height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      place();
    });
    observer.observe(element);
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    wide.addEventListener("change", place);
    place();
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
      wide.removeEventListener("change", place);
    };
  }, []);
  return (
    <div ref={ref} className="min-w-0 lg:sticky lg:top-4">
      {children}
    </div>
  );
}
