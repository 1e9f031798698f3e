import { createContext, useContext, useState, type ReactNode } from "react";
import type { Mode, ThreeDFormValues, VideoFormValues } from "./form-values.ts";

export type ClonedRequest = { mode: Mode; values: VideoFormValues | ThreeDFormValues; serial: number };

type ComposerControl = {
  cloned: ClonedRequest | null;
  load: (mode: Mode, values: VideoFormValues | ThreeDFormValues) => void;
};

const ComposerControlContext = createContext<ComposerControl | null>(null);

/** Lets the task deck hand a past request back to the composer (Clone). */
export function ComposerControlProvider({ children }: { children: ReactNode }) {
  const [cloned, setCloned] = useState<ClonedRequest | null>(null);
  const load = (mode: Mode, values: VideoFormValues | ThreeDFormValues) =>
    setCloned((previous) => ({ mode, values, serial: (previous?.serial ?? 0) + 1 }));
  return <ComposerControlContext.Provider value={{ cloned, load }}>{children}</ComposerControlContext.Provider>;
}

export function useComposerControl(): ComposerControl {
  const value = useContext(ComposerControlContext);
  if (!value) throw new Error("useComposerControl needs a ComposerControlProvider");
  return value;
}
