import { createContext, useContext, useState, type ReactNode } from "react";
import { DeckStore } from "./deck-store.ts";

const DeckContext = createContext<DeckStore | null>(null);

export function DeckProvider({ children, store }: { children: ReactNode; store?: DeckStore }) {
  const [deck] = useState(() => store ?? new DeckStore());
  return <DeckContext.Provider value={deck}>{children}</DeckContext.Provider>;
}

export function useDeck(): DeckStore {
  const deck = useContext(DeckContext);
  if (!deck) throw new Error("useDeck needs a DeckProvider");
  return deck;
}
