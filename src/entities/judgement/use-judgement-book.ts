import { useEffect, useState, useSyncExternalStore } from "react";
import type { JudgementStore } from "./store.ts";

let loading: Promise<JudgementStore> | null = null;

/** The page's judgement book, its stored judgements read: a chunk of its own, loaded when first wanted. */
export function loadJudgementBook(): Promise<JudgementStore> {
  loading ??= import("./judgement-book.ts").then(async ({ sharedJudgementBook }) => {
    const book = sharedJudgementBook();
    await book.ready;
    return book;
  });
  return loading;
}

const noSubscription = () => () => {};
const noVersion = () => -1;

/** The judgement book, or null until it has loaded, and a number that changes with every judgement, in any tab. */
export function useJudgementBook(): { book: JudgementStore | null; version: number } {
  const [book, setBook] = useState<JudgementStore | null>(null);
  useEffect(() => {
    if (book) return;
    let live = true;
    void loadJudgementBook().then((loaded) => live && setBook(loaded));
    return () => {
      live = false;
    };
  }, [book]);
  const version = useSyncExternalStore(book?.subscribe ?? noSubscription, book?.snapshot ?? noVersion);
  return { book, version };
}
