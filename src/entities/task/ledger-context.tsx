import { createContext, useContext, useEffect, type ReactNode } from "react";
import type { Ledger } from "./ledger.ts";
import type { TaskStore } from "./store.ts";

const DeckContext = createContext<TaskStore | null>(null);

/** Hands the ledger down, and hears other tabs while mounted. The query client shares the same ledger. */
export function DeckProvider({ ledger, children }: { ledger: Ledger; children: ReactNode }) {
  useEffect(() => {
    ledger.connect();
    return () => ledger.close();
  }, [ledger]);
  return <DeckContext.Provider value={ledger}>{children}</DeckContext.Provider>;
}

export function useDeck(): TaskStore {
  const ledger = useContext(DeckContext);
  // A programming error (no provider), never shown as the page's text.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (!ledger) throw new Error("useDeck needs a DeckProvider");
  return ledger;
}
