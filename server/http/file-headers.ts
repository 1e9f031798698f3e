import { NOTHING_RUNS_POLICY } from "./security-headers.ts";

/**
 * Headers for a result file passed to the page through its own server: the bytes are someone
 * else's, so they are a download under a policy that lets nothing run, whatever their type.
 */
export function proxiedFileHeaders(name: string): Record<string, string> {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return {
    "Content-Security-Policy": NOTHING_RUNS_POLICY,
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

const MAX_NAME = 180;

/**
 * The name a download is saved under: the one the page asks for (`&name=`), made safe here
 * whatever the page sent (letters, digits, `.`, `_`, `-`; no leading dot, no path, at most
 * 180 characters), else the file's own name from its URL.
 */
export function downloadName(requested: string | undefined, target: URL): string {
  const safe = (requested ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+/, "")
    .slice(-MAX_NAME);
  return /[A-Za-z0-9]/.test(safe) ? safe : fileNameOf(target);
}
