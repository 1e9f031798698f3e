import { useSyncExternalStore } from "react";

/**
 * What a dialog shown in one place is asked to do from others (a link to make, a queue to
 * fill), if it is open: one small store each, so the parts that open it and the part that shows
 * it depend on this alone, never on one another.
 */
export function askedStore<T>() {
  let asked: T | null = null;
  const listeners = new Set<() => void>();
  const set = (next: T | null) => {
    asked = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    open: (ask: T) => set(ask),
    close: () => set(null),
    /** What is asked now, or null: the component re-renders when it changes. */
    useAsked: (): T | null => useSyncExternalStore(subscribe, () => asked),
  };
}
