// The Compare view's address, `#compare=<id>,<id>`: made by the Compare button, read on load (a
// reload or a link in the same browser reopens the comparison) and by the bench.

const PREFIX = "#compare=";

export function compareHash(ids: readonly string[]): string {
  return PREFIX + ids.map(encodeURIComponent).join(",");
}

/** The ids a hash asks to compare (each once), or null when it is not a compare address. */
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
