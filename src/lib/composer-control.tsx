import { createContext, useContext, useState, type ReactNode } from "react";
import type { Family } from "../contract/families.ts";

/** A request sent earlier, handed back to the composer (Clone): the composer turns it into its fields. */
export type ClonedRequest = { mode: Family; body: Record<string, unknown>; serial: number };

/** A field the service named (`param`) that the composer should show, with what was said about it. */
export type FieldRequest = { mode: Family; param: string; message: string; serial: number };

type ComposerControl = {
  cloned: ClonedRequest | null;
  load: (mode: Family, body: Record<string, unknown>) => void;
  field: FieldRequest | null;
  showField: (mode: Family, param: string, message: string) => void;
  /** The composer has shown it: a form mounted later must not show it again. */
  fieldShown: (serial: number) => void;
};

const ComposerControlContext = createContext<ComposerControl | null>(null);

/** Lets the task deck hand a past request or a field to fix back to the composer, neither knowing the other. */
export function ComposerControlProvider({ children }: { children: ReactNode }) {
  const [cloned, setCloned] = useState<ClonedRequest | null>(null);
  const [field, setField] = useState<FieldRequest | null>(null);
  const [serial, setSerial] = useState(0);
  const load = (mode: Family, body: Record<string, unknown>) =>
    setCloned((previous) => ({ mode, body, serial: (previous?.serial ?? 0) + 1 }));
  const showField = (mode: Family, param: string, message: string) => {
    setField({ mode, param, message, serial: serial + 1 });
    setSerial(serial + 1);
  };
  const fieldShown = (shown: number) => setField((current) => (current?.serial === shown ? null : current));
  return (
    <ComposerControlContext.Provider value={{ cloned, load, field, showField, fieldShown }}>
      {children}
    </ComposerControlContext.Provider>
  );
}

export function useComposerControl(): ComposerControl {
  const value = useContext(ComposerControlContext);
  if (!value) throw new Error("useComposerControl needs a ComposerControlProvider");
  return value;
}
