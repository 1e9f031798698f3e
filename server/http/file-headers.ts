/**
 * Headers for a result file passed to the page through its own server: the bytes are someone
 * else's, so they are a download under a policy that lets nothing run, whatever their type.
 */
export function proxiedFileHeaders(name: string): Record<string, string> {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return {
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, max-age=600",
  };
}

/** The last path segment of a URL, decoded where it can be: the file's own name. */
export function fileNameOf(url: URL): string {
  const last = url.pathname.split("/").filter(Boolean).at(-1) ?? "file";
  try {
    return decodeURIComponent(last) || "file";
  } catch {
    return last;
  }
}
