import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { Ledger } from "./ledger.ts";

const DeckContext = createContext<Ledger | null>(null);

export function DeckProvider({ children }: { children: ReactNode }) {
  const [ledger] = useState(() => new Ledger());
  useEffect(() => {
    ledger.connect();
    return () => ledger.close();
  }, [ledger]);
  return <DeckContext.Provider value={ledger}>{children}</DeckContext.Provider>;
}

export function useDeck(): Ledger {
  const ledger = useContext(DeckContext);
  if (!ledger) throw new Error("useDeck needs a DeckProvider");
  return ledger;
}
