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
    // Nothing is read from the page before its first layout (the observer's first report): a read
    // here would lay out the page before the first render's effects are done (40 ms at start-up).
    // The column's height is then the last observed, the window's the last resized, and the
    // scroll position is read once per frame, in its animation frame, after the lists' own scroll
    // handlers: read in the scroll event, it made the browser lay out the page a second time in
    // frames where a list had just changed (1–7 ms each).
    let height: number | null = null;
    let windowHeight = 0;
    let lastY = 0;
    let shown = "";
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      if (height === null) return;
      const y = window.scrollY;
      const room = windowHeight - height - GAP_PX;
      // Moves with the scroll, held between "its end at the window's end" and "its start at the top".
      top = Math.min(GAP_PX, Math.max(Math.min(room, GAP_PX), top - (y - lastY)));
      lastY = y;
      const next = wide.matches ? `${top}px` : "";
      if (next !== shown) element.style.top = shown = next;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(place);
    };
    const onResize = () => {
      windowHeight = window.innerHeight;
      onScroll();
    };
    const observer = new ResizeObserver(([entry]) => {
      if (height === null) {
        lastY = window.scrollY;
        windowHeight = window.innerHeight;
      }
      height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      place();
    });
    observer.observe(element);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    wide.addEventListener("change", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
      wide.removeEventListener("change", onScroll);
    };
  }, []);
  return (
    <div ref={ref} className="min-w-0 lg:sticky lg:top-4">
      {children}
    </div>
  );
}
