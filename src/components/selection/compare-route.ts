import { useMemo, useSyncExternalStore } from "react";
import { compareHash, parseCompareHash } from "../../contract/compare-address.ts";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};
const readHash = () => window.location.hash;

/** Opens the Compare view: a new history entry, so Back closes it too. */
export function openCompare(ids: readonly string[]): void {
  window.location.hash = compareHash(ids);
}

/** Closes it: the address loses its hash (replaced, not a new entry) and listeners hear of it. */
export function closeCompare(): void {
  if (parseCompareHash(window.location.hash) === null) return;
  history.replaceState(history.state, "", window.location.pathname + window.location.search);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
}

/** The ids the address asks to compare now (null: no Compare view). */
export function useCompareRoute(): string[] | null {
  const hash = useSyncExternalStore(subscribe, readHash, () => "");
  return useMemo(() => parseCompareHash(hash), [hash]);
}
