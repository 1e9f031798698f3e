import { createContext, useEffect, useState, type RefObject } from "react";

/**
 * Whether the media below wait to be looked at: a long history's cards (the windowed list, where
 * the page scrolls past hundreds). A short one, the lightbox and Compare make theirs at once.
 */
export const WaitForView = createContext(false);

/** How often (ms) an element in the window is asked whether the page has slowed enough. */
export const SETTLE_MS = 200;
/**
 * How far (px) the page may have moved in SETTLE_MS: 1,500 px/s, about two screens a second. A
 * page flicked faster (the bench scrolls 7,200 px/s) makes no players; at a pace a person can
 * look at, each is made a moment after it shows.
 */
export const SETTLE_PX = 300;

/**
 * Whether `ref`'s element has been in the window while the page moved slowly (once true, it
 * stays true): what a media player waits for, as it is the costliest element of a result. A
 * video's player made for every card or tile the page scrolls past cost the history about 300
 * of 600 frames and the gallery 570 here (bench: history and gallery of videos). With `wait`
 * false, or no IntersectionObserver to ask, it is true at once.
 */
export function useSettledInView(ref: RefObject<Element | null>, wait: boolean): boolean {
  const [settled, setSettled] = useState(() => !wait || typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (settled || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let top = 0;
    const check = () => {
      const now = element.getBoundingClientRect().top;
      if (Math.abs(now - top) <= SETTLE_PX) return setSettled(true);
      top = now;
      timer = setTimeout(check, SETTLE_MS);
    };
    const observer = new IntersectionObserver((entries) => {
      clearTimeout(timer);
      // The last entry is the latest: several may come at once.
      const entry = entries.at(-1);
      if (!entry?.isIntersecting) return;
      top = entry.boundingClientRect.top;
      timer = setTimeout(check, SETTLE_MS);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [ref, settled]);
  return settled;
}
