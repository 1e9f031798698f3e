import { createContext, useContext, useState, type ReactNode } from "react";
import type { Family } from "../contract/families.ts";

/** A request sent earlier, handed back to the composer (Clone): the composer turns it into its fields. */
export type ClonedRequest = { mode: Family; body: Record<string, unknown>; serial: number };

type ComposerControl = {
  cloned: ClonedRequest | null;
  load: (mode: Family, body: Record<string, unknown>) => void;
};

const ComposerControlContext = createContext<ComposerControl | null>(null);

/** Lets the task deck hand a past request back to the composer, neither knowing the other. */
export function ComposerControlProvider({ children }: { children: ReactNode }) {
  const [cloned, setCloned] = useState<ClonedRequest | null>(null);
  const load = (mode: Family, body: Record<string, unknown>) =>
    setCloned((previous) => ({ mode, body, serial: (previous?.serial ?? 0) + 1 }));
  return <ComposerControlContext.Provider value={{ cloned, load }}>{children}</ComposerControlContext.Provider>;
}

export function useComposerControl(): ComposerControl {
  const value = useContext(ComposerControlContext);
  if (!value) throw new Error("useComposerControl needs a ComposerControlProvider");
  return value;
}
