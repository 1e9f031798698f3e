import { createContext, useContext, useState, type ReactNode } from "react";
import type { Family } from "../contract/families.ts";

/** A request sent earlier, handed back to the composer (Clone): the composer turns it into its fields. */
export type ClonedRequest = { mode: Family; body: Record<string, unknown>; serial: number };

/** A field the service named (`param`) that the composer should show, with what was said about it. */
export type FieldRequest = { mode: Family; param: string; message: string; serial: number };

/** A body to send again as it was (Retry): the composer sends it through its usual checks. */
export type ResendRequest = { mode: Family; body: Record<string, unknown>; serial: number };

/** A picture (a result, or a frame of one) to become the source image of a new request of `mode`. */
export type InputRequest = { mode: Family; file: File; serial: number };

type ComposerControl = {
  cloned: ClonedRequest | null;
  load: (mode: Family, body: Record<string, unknown>) => void;
  field: FieldRequest | null;
  showField: (mode: Family, param: string, message: string) => void;
  /** The composer has shown it: a form mounted later must not show it again. */
  fieldShown: (serial: number) => void;
  resent: ResendRequest | null;
  resend: (mode: Family, body: Record<string, unknown>) => void;
  /** The composer has sent it (or asked about it): it must never be sent twice from one press. */
  resendTaken: (serial: number) => void;
  input: InputRequest | null;
  givePicture: (mode: Family, file: File) => void;
};

const ComposerControlContext = createContext<ComposerControl | null>(null);

/** Lets the task deck hand a past request, a field to fix or a picture to the composer, neither knowing the other. */
export function ComposerControlProvider({ children }: { children: ReactNode }) {
  const [cloned, setCloned] = useState<ClonedRequest | null>(null);
  const [field, setField] = useState<FieldRequest | null>(null);
  const [resent, setResent] = useState<ResendRequest | null>(null);
  const [input, setInput] = useState<InputRequest | null>(null);
  const [serial, setSerial] = useState(0);
  const next = () => {
    setSerial(serial + 1);
    return serial + 1;
  };
  // One counter for all requests, so the composer can tell which of a clone and an input came last.
  const load = (mode: Family, body: Record<string, unknown>) => setCloned({ mode, body, serial: next() });
  const showField = (mode: Family, param: string, message: string) =>
    setField({ mode, param, message, serial: next() });
  const fieldShown = (shown: number) => setField((current) => (current?.serial === shown ? null : current));
  const resend = (mode: Family, body: Record<string, unknown>) => setResent({ mode, body, serial: next() });
  const resendTaken = (taken: number) => setResent((current) => (current?.serial === taken ? null : current));
  const givePicture = (mode: Family, file: File) => setInput({ mode, file, serial: next() });
  return (
    <ComposerControlContext.Provider
      value={{ cloned, load, field, showField, fieldShown, resent, resend, resendTaken, input, givePicture }}
    >
      {children}
    </ComposerControlContext.Provider>
  );
}

export function useComposerControl(): ComposerControl {
  const value = useContext(ComposerControlContext);
  // A programming error (no provider), never shown as the page's text.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (!value) throw new Error("useComposerControl needs a ComposerControlProvider");
  return value;
}
