/** An absolute http(s) URL with a host: what the service accepts as an image, and a base URL. */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return Boolean(new URL(text).host);
  } catch {
    return false;
  }
}

// A data: URL is let through only as media or a file: text/html, SVG or XML would be a page
// that can run script.
const SAFE_DATA = /^data:(image\/(?!svg)|video\/|audio\/|model\/|application\/(octet-stream|zip)[;,])/i;

/**
 * The one check before a URL from a server or an import becomes a link, media or an image
 * source: http(s) with a host, blob:, or a data: URL holding media or a file. Anything else
 * (javascript:, file:, a relative path that would hit our own origin) stays inert text: null.
 */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^https?:/i.test(trimmed)) return isHttpUrl(trimmed) ? trimmed : null;
  return /^blob:/i.test(trimmed) || SAFE_DATA.test(trimmed) ? trimmed : null;
}
