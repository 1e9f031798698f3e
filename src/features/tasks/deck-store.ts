import { useSyncExternalStore } from "react";
import type { DeckEntry } from "./deck-entry.ts";

type Listener = () => void;

/** The tasks this browser has submitted, newest first. */
export class DeckStore {
  private entries: readonly DeckEntry[] = [];
  private readonly listeners = new Set<Listener>();

  list = (): readonly DeckEntry[] => this.entries;

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(entry: DeckEntry) {
    this.entries = [entry, ...this.entries.filter((e) => e.id !== entry.id)];
    this.emit();
  }

  update(id: string, patch: Partial<DeckEntry>) {
    this.entries = this.entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
    this.emit();
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}

export function useDeckEntries(store: DeckStore): readonly DeckEntry[] {
  return useSyncExternalStore(store.subscribe, store.list);
}
