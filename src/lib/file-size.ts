/** How big a file is, when a HEAD request can reach it; null when it cannot say. */
export async function fileSize(url: string, headers: Record<string, string> = {}): Promise<number | null> {
  const response = await fetch(url, { method: "HEAD", headers });
  const length = Number(response.headers.get("content-length"));
  return response.ok && Number.isFinite(length) && length > 0 ? length : null;
}
