import { useEffect, useState, useSyncExternalStore } from "react";
import type { VerdictBook } from "./verdict-book.ts";

const noSubscription = () => () => {};
const noVersion = () => -1;

/**
 * The page's verdict book once `wanted` (its code loads on demand, after the deck's own), or
 * null until then. The component re-renders whenever a verdict changes, in any tab.
 */
export function useVerdictBook(wanted = true): VerdictBook | null {
  const [book, setBook] = useState<VerdictBook | null>(null);
  useEffect(() => {
    if (!wanted || book) return;
    let live = true;
    void import("./verdict-book.ts").then(async ({ sharedVerdictBook }) => {
      const loaded = sharedVerdictBook();
      await loaded.ready;
      if (live) setBook(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, book]);
  useSyncExternalStore(book?.subscribe ?? noSubscription, book?.snapshot ?? noVersion);
  return book;
}
