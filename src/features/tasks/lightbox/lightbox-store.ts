import { useSyncExternalStore } from "react";

/**
 * Which task the lightbox shows, if any: one small store that a card, a tile and the deck share
 * without passing callbacks through the lists.
 */
let openId: string | null = null;
const listeners = new Set<() => void>();
/** The gallery, while shown: gives focus to the tile of the task on show when the lightbox closed. */
let returnFocus: ((id: string) => void) | null = null;

function set(next: string | null) {
  openId = next;
  listeners.forEach((listener) => listener());
}

export const openLightbox = (id: string) => set(id);

/**
 * Called once the dialog has closed (the browser has already given focus back to what opened
 * it); the lightbox may have stepped to another task, whose tile then takes focus instead.
 */
export function closeLightbox(): void {
  const last = openId;
  if (last === null) return;
  set(null);
  returnFocus?.(last);
}

export function onLightboxClosed(focusTile: (id: string) => void): () => void {
  returnFocus = focusTile;
  return () => {
    if (returnFocus === focusTile) returnFocus = null;
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The task on show in the lightbox, or null when it is closed. */
export function useLightboxId(): string | null {
  return useSyncExternalStore(subscribe, () => openId);
}
