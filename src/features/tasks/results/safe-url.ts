// A data: URL is let through only as media or a file: text/html, SVG or XML would be a page
// that can run script.
const SAFE = /^(https?:\/\/|blob:|data:(image\/(?!svg)|video\/|audio\/|model\/|application\/(octet-stream|zip)[;,]))/i;

/** Only these become links or media; anything else (javascript:, file:, relative paths) stays inert text. */
export function safeUrl(url: string): string | null {
  return SAFE.test(url.trim()) ? url.trim() : null;
}

/** The last path segment, for a download's name. */
export function fileNameOf(url: string): string {
  try {
    const name = new URL(url).pathname.split("/").filter(Boolean).pop();
    return name ? decodeURIComponent(name) : url;
  } catch {
    return url;
  }
}
