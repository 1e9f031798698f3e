import { CACHE_NAME, canKeep, keptHeaders, listKept } from "./kept-files.ts";

// Storing and dropping kept copies (kept-files.ts reads them): fetched with a result's tools, at
// the first Keep, Forget, Free or Remove, not with the cards.

/** Stores one file's bytes under its result URL. */
export async function keepFile(url: string, requestId: string, blob: Blob): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  const headers = keptHeaders({ requestId, size: blob.size, keptAt: Date.now(), type: blob.type });
  await cache.put(url, new Response(blob, { headers }));
}

/** Drops the kept copies of these URLs, or every one when none are named. */
export async function forgetKept(urls?: string[]): Promise<void> {
  if (!canKeep()) return;
  if (!urls) return void (await caches.delete(CACHE_NAME));
  const cache = await caches.open(CACHE_NAME);
  await Promise.all(urls.map((url) => cache.delete(url)));
}

/** Drops every kept copy of one task (when the task is removed: nothing of it should linger). */
export async function forgetKeptOf(requestId: string): Promise<void> {
  const urls = (await listKept()).filter((file) => file.requestId === requestId).map((file) => file.url);
  if (urls.length) await forgetKept(urls);
}

/** Asks the browser not to evict kept copies under storage pressure; it may say no. */
export async function askPersistence(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
