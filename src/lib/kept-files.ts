import { queryOptions } from "@tanstack/react-query";

// Kept copies of result files, in the browser's Cache Storage, so a result still plays after
// the service's link expires. The cache's key is the result URL itself (as the record names
// it); what the deck shows about a copy rides in headers of the stored answer. Reading them is
// here, with the cards; storing and dropping them (kept-writes.ts) waits for a press.

export const CACHE_NAME = "taskdeck-kept-v1";
const KEPT_FOR = "x-taskdeck-request-id";
const KEPT_AT = "x-taskdeck-kept-at";
const KEPT_SIZE = "x-taskdeck-size";

export type KeptFile = { url: string; requestId: string; size: number; keptAt: number; type: string };

/** Cache Storage exists only in secure contexts (https, localhost). */
export const canKeep = () => typeof caches !== "undefined";

/** The headers a kept copy is stored with: its type, and what the deck says about it. */
export function keptHeaders(file: Omit<KeptFile, "url">): Headers {
  return new Headers({
    "Content-Type": file.type || "application/octet-stream",
    "Content-Length": String(file.size),
    [KEPT_FOR]: file.requestId,
    [KEPT_AT]: String(file.keptAt),
    [KEPT_SIZE]: String(file.size),
  });
}

/** What a stored answer says about its copy; null for anything this app did not store. */
export function keptFileOf(url: string, headers: Headers): KeptFile | null {
  const requestId = headers.get(KEPT_FOR);
  const size = Number(headers.get(KEPT_SIZE));
  const keptAt = Number(headers.get(KEPT_AT));
  if (!requestId || !Number.isFinite(size) || !Number.isFinite(keptAt)) return null;
  return { url, requestId, size, keptAt, type: headers.get("content-type") ?? "" };
}

export async function listKept(): Promise<KeptFile[]> {
  if (!canKeep()) return [];
  const cache = await caches.open(CACHE_NAME);
  const files: KeptFile[] = [];
  for (const request of await cache.keys()) {
    const answer = await cache.match(request);
    const file = answer ? keptFileOf(request.url, answer.headers) : null;
    if (file) files.push(file);
  }
  return files;
}

/** The kept copy of a result, or null. */
export async function keptBlob(url: string): Promise<Blob | null> {
  if (!canKeep() || !/^https?:/i.test(url)) return null;
  const answer = await (await caches.open(CACHE_NAME)).match(url);
  return answer ? answer.blob() : null;
}

/** How many files of a task are kept, and their size. */
export function keptSummary(files: KeptFile[], urls: string[]): { count: number; bytes: number } {
  const wanted = new Set(urls);
  const mine = files.filter((file) => wanted.has(file.url));
  return { count: mine.length, bytes: mine.reduce((sum, file) => sum + file.size, 0) };
}

/** The queries about kept copies: here, so that their code loads with the first kept copy, not the first visit. */
export const keptQueries = {
  files: () => queryOptions({ queryKey: ["kept"], queryFn: listKept, staleTime: Infinity }),
  storageEstimate: () =>
    queryOptions({
      queryKey: ["kept", "estimate"],
      queryFn: async () => (await navigator.storage?.estimate?.()) ?? null,
      staleTime: Infinity,
    }),
};
