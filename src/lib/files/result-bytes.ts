import { t } from "@lingui/core/macro";
import { errorAnswerText } from "../server-messages.ts";
import type { Connection } from "../connection.ts";
import { keptBlob } from "../kept-files.ts";
import { readableUrl, readHeaders } from "../readable-url.ts";
import type { ServerConfig } from "../server-config.ts";

export class ResultUnavailable extends Error {
  constructor(
    message: string,
    /** The host (or the file proxy for it) answered 404/410: the link has expired. */
    readonly expired = false,
  ) {
    super(message);
  }
}

export type Reach = { server: ServerConfig | null; connection: Connection; requestId: string | null };

/**
 * A result file's bytes, read by the page itself: the kept copy if there is one, else through
 * this page's own server (its file proxy: the token rides in a header, never in a URL, which
 * is why downloads are fetched here rather than linked), else from a host that allows it.
 */
export async function resultBlob(url: string, reach: Reach, name?: string): Promise<Blob> {
  const kept = await keptBlob(url).catch(() => null);
  if (kept) return kept;
  if (/^data:/i.test(url)) return (await fetch(url)).blob();
  const readable = readableUrl(url, reach.server, window.location.origin, reach.requestId, name);
  if (!readable) throw new ResultUnavailable(t`This page may not read files from that host.`);
  let response: Response;
  try {
    response = await fetch(readable, { headers: readHeaders(readable, reach.connection) });
  } catch {
    // fetch says only "Failed to fetch": a host without CORS headers looks like one that is down.
    throw new ResultUnavailable(t`The host did not answer, or does not let this page read the file.`);
  }
  if (!response.ok) {
    const said = response.headers.get("content-type")?.includes("json")
      ? errorAnswerText(await response.json().catch(() => null))
      : undefined;
    const expired = response.status === 404 || response.status === 410;
    const status = response.status;
    throw new ResultUnavailable(said || t`The server answered ${status}.`, expired);
  }
  return response.blob();
}

/** Hands a blob to the browser to save as `name` (a blob: URL, so the download attribute holds). */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its copy by then; a minute is generous for a slow disk.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** One zip of several files, stored rather than deflated: results are compressed media already. */
export async function zipFiles(files: { name: string; blob: Blob }[]): Promise<Blob> {
  const { zipSync } = await import("fflate");
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) entries[file.name] = new Uint8Array(await file.blob.arrayBuffer());
  return new Blob([zipSync(entries, { level: 0 })], { type: "application/zip" });
}
