import { useSyncExternalStore } from "react";

/**
 * Which task the lightbox shows, if any: one small store that a card, a tile and the deck share
 * without passing callbacks through the lists. A `scope` says which list it walks: the deck's
 * (the default), or another view's with its own order (a QA run's grid), whose lightbox alone opens.
 */
let open: { id: string; scope: string } | null = null;
const listeners = new Set<() => void>();
/** Per scope, while shown (the gallery, a run's grid): gives focus to the tile of the task on show when the lightbox closed. */
const returnFocus = new Map<string, (id: string) => void>();

function set(next: typeof open) {
  open = next;
  listeners.forEach((listener) => listener());
}

export const DECK_SCOPE = "deck";

export const openLightbox = (id: string, scope = DECK_SCOPE) => set({ id, scope });

/**
 * Called as the dialog closes; the lightbox may have stepped to another task, whose tile then
 * takes the focus. Escape tells of the closing before the dialog has closed (modal-dialog.tsx),
 * and the dialog's closing gives the focus back to what opened it, so the tile takes it a task
 * later: at once, the tile was still inert behind the modal dialog and kept no focus.
 */
export function closeLightbox(): void {
  const last = open;
  if (last === null) return;
  set(null);
  setTimeout(() => returnFocus.get(last.scope)?.(last.id));
}

export function onLightboxClosed(focusTile: (id: string) => void, scope = DECK_SCOPE): () => void {
  returnFocus.set(scope, focusTile);
  return () => {
    if (returnFocus.get(scope) === focusTile) returnFocus.delete(scope);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The task on show in this scope's lightbox, or null when it is closed (or open over another list). */
export function useLightboxId(scope = DECK_SCOPE): string | null {
  return useSyncExternalStore(subscribe, () => (open?.scope === scope ? open.id : null));
}
