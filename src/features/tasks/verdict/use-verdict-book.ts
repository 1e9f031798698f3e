import { useEffect, useState, useSyncExternalStore } from "react";
import type { VerdictBook } from "../../../lib/verdict-book.ts";

let loading: Promise<VerdictBook> | null = null;

/**
 * The page's verdict book, its stored verdicts read. Its code comes in the history tools' chunk
 * (history/transfer.ts), loaded on demand: a chunk of its own that uses zod made the bundler
 * split zod out of the entry, which cost the first visit 1.3 kB gzip (measured).
 */
export function loadVerdictBook(): Promise<VerdictBook> {
  loading ??= import("../history/transfer.ts").then(async ({ sharedVerdictBook }) => {
    const book = sharedVerdictBook();
    await book.ready;
    return book;
  });
  return loading;
}

const noSubscription = () => () => {};
const noVersion = () => -1;

/**
 * The verdict book once `wanted`, or null until it has loaded, and a number that changes with
 * every verdict, in any tab (for memos).
 */
export function useVerdictBook(wanted = true): { book: VerdictBook | null; version: number } {
  const [book, setBook] = useState<VerdictBook | null>(null);
  useEffect(() => {
    if (!wanted || book) return;
    let live = true;
    void loadVerdictBook().then((loaded) => live && setBook(loaded));
    return () => {
      live = false;
    };
  }, [wanted, book]);
  const version = useSyncExternalStore(book?.subscribe ?? noSubscription, book?.snapshot ?? noVersion);
  return { book, version };
}
