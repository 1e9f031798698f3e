import { useEffect, useState, useSyncExternalStore } from "react";
import type { VerdictStore } from "./store.ts";

let loading: Promise<VerdictStore> | null = null;

/**
 * The page's verdict book, its stored verdicts read: a chunk of its own, loaded with the first
 * task to show (zod, which it uses, is in the start-up chunk: scripts/start-up-chunks.ts).
 */
export function loadVerdictBook(): Promise<VerdictStore> {
  loading ??= import("./verdict-book.ts").then(async ({ sharedVerdictBook }) => {
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
export function useVerdictBook(wanted = true): { book: VerdictStore | null; version: number } {
  const [book, setBook] = useState<VerdictStore | null>(null);
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
