import { useSyncExternalStore } from "react";
import type { ShareRequest } from "../contract/shares.ts";

/**
 * What the Share dialog is making a link to, if it is open: one small store that a card's menu,
 * Compare and a run's view open without depending on one another; the app root shows the
 * dialog (components/share/share-host.tsx).
 */
export type ShareAsk = Pick<ShareRequest, "kind" | "targets">;

let asked: ShareAsk | null = null;
const listeners = new Set<() => void>();

function set(next: ShareAsk | null) {
  asked = next;
  listeners.forEach((listener) => listener());
}

export const openShare = (ask: ShareAsk) => set(ask);
export const closeShare = () => set(null);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useShareAsk = (): ShareAsk | null => useSyncExternalStore(subscribe, () => asked);
