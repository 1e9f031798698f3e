export type FileHead = { status: number; size: number | null };

/**
 * What a HEAD request says of a file: its status (404/410: the link has expired) and size, or
 * status 0 when it cannot be reached. Asked once per file: nothing polls a result's host.
 */
export async function fileHead(url: string, headers: Record<string, string> = {}): Promise<FileHead> {
  let response: Response;
  try {
    // Asked afresh: a cached answer could say a link works after it has expired.
    response = await fetch(url, { method: "HEAD", headers, cache: "no-store" });
  } catch {
    return { status: 0, size: null };
  }
  const length = Number(response.headers.get("content-length"));
  return { status: response.status, size: response.ok && Number.isFinite(length) && length > 0 ? length : null };
}

/** A status that says the file is gone for good, as an expired link's host answers. */
export const isGone = (status: number | undefined) => status === 404 || status === 410;
