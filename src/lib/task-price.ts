import { useSyncExternalStore } from "react";

// The price of one task, as the person entered it in the settings: what a run's cost estimate
// multiplies. Nothing else knows a price (none is made up); empty by default, and then no cost is
// shown. Stored apart from the connection, read only by the settings and the QA runs, so the
// first visit's bytes do not carry it.

const KEY = "taskdeck.taskPrice";
export const TASK_PRICE_MAX = 1_000_000;

/** A price as typed ("0.35", "1,5"): a number from 0 up, or null for empty; undefined when it is not one. */
export function parseTaskPrice(text: string): number | null | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (!trimmed) return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const price = Number(trimmed);
  return price <= TASK_PRICE_MAX ? price : undefined;
}

/** The stored price; anything unreadable reads as none. */
export function loadTaskPrice(storage: Storage = localStorage): number | null {
  return parseTaskPrice(storage.getItem(KEY) ?? "") ?? null;
}

const listeners = new Set<() => void>();

export function saveTaskPrice(price: number | null, storage: Storage = localStorage) {
  if (price === null) storage.removeItem(KEY);
  else storage.setItem(KEY, String(price));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's settings.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The price per task as it is now, following a save here or in another tab. */
export const useTaskPrice = () => useSyncExternalStore(subscribe, () => loadTaskPrice());
