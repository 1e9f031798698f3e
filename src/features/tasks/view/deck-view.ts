import { useState } from "react";

/** How the deck shows its tasks: cards in a list, or a grid of result thumbnails. */
export const DECK_VIEWS = ["list", "gallery"] as const;
export type DeckView = (typeof DECK_VIEWS)[number];

const VIEW_KEY = "taskdeck.view";

/** The view last chosen in this browser; the list when none was, or storage is unreadable. */
export function readDeckView(storage: Pick<Storage, "getItem">): DeckView {
  try {
    const saved = storage.getItem(VIEW_KEY);
    return DECK_VIEWS.find((view) => view === saved) ?? "list";
  } catch {
    return "list";
  }
}

export function saveDeckView(storage: Pick<Storage, "setItem">, view: DeckView): void {
  try {
    storage.setItem(VIEW_KEY, view);
  } catch {
    // Storage full or refused (a private window): the choice holds for this visit only.
  }
}

/** The chosen view, remembered across visits (localStorage: a word, read before the first render). */
export function useDeckView(): [DeckView, (view: DeckView) => void] {
  const [view, setView] = useState(() => readDeckView(localStorage));
  const choose = (next: DeckView) => {
    saveDeckView(localStorage, next);
    setView(next);
  };
  return [view, choose];
}
