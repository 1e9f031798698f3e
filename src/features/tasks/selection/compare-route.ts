import { useMemo, useSyncExternalStore } from "react";

const PREFIX = "#compare=";

/** `#compare=<id>,<id>`: the Compare view's address, so a reload or a link in the same browser reopens it. */
export function compareHash(ids: readonly string[]): string {
  return PREFIX + ids.map(encodeURIComponent).join(",");
}

/** The ids a hash asks to compare, or null when it is not a compare address. */
export function parseCompareHash(hash: string): string[] | null {
  if (!hash.startsWith(PREFIX)) return null;
  const ids = hash
    .slice(PREFIX.length)
    .split(",")
    .filter(Boolean)
    .map((id) => {
      try {
        return decodeURIComponent(id);
      } catch {
        return id;
      }
    });
  return ids.length > 0 ? [...new Set(ids)] : null;
}

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
