import { archiveFilePath, type SharedArchiveFile } from "../../contract/archive.ts";
import type { ArchiveReason } from "../../contract/archive-reason.ts";
import type { ResultPayload } from "../../contract/record.ts";
import { resultUrlsInOrder } from "../../contract/result-order.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";

// A task's results as the page shows, saves and reports them (issue 29): each file the
// workspace has archived is read from its copy on this server, which outlives the service's
// link; the others from the service's link until their copy exists. The one place a result's URL
// is swapped: the card, the lightbox, the gallery, Compare, a run's grid, zip and reports all
// read results through `resultData`.

const swapped = new WeakMap<DeckEntry, ResultPayload>();

/** The entry's results, each archived file's URL its copy's (absolute, on this page's origin). */
export function resultData(entry: DeckEntry): ResultPayload | undefined {
  const data = entry.record?.data;
  const archived = entry.archive?.filter((file) => file.state === "archived") ?? [];
  if (!data || archived.length === 0) return data;
  // The same object for the same entry: what is drawn from it is not drawn again.
  const known = swapped.get(entry);
  if (known) return known;
  const copies = copiesOf(data, archived);
  const origin = globalThis.location?.origin ?? "";
  const swap = (urls: string[]) =>
    urls.map((url) => {
      const copy = copies.get(url);
      return copy ? origin + archiveFilePath(entry.id, copy.n, false, copy.name) : url;
    });
  const served = {
    ...data,
    video_urls: swap(data.video_urls),
    image_urls: swap(data.image_urls),
    audio_urls: swap(data.audio_urls),
    file_urls: swap(data.file_urls),
  };
  swapped.set(entry, served);
  return served;
}

/**
 * Each result URL's copy: the file the server numbers as it is numbered here (`n`), when the
 * server read the same path. Its origin may differ: a sandbox's files are shown to each page on
 * the host it came by, and a task moved in keeps the browser's own record.
 */
function copiesOf(data: ResultPayload, archived: readonly SharedArchiveFile[]): Map<string, SharedArchiveFile> {
  const byPlace = new Map(archived.map((file) => [file.n, file]));
  const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname + new URL(url).search : null);
  const copies = new Map<string, SharedArchiveFile>();
  resultUrlsInOrder(data).forEach(({ url }, n) => {
    const copy = byPlace.get(n);
    if (copy && pathOf(copy.url) === pathOf(url)) copies.set(url, copy);
  });
  return copies;
}

/** Where the workspace's copies of a finished task's files stand, as its card says it; null when no workspace copies them. */
export type ArchiveStatus =
  | { kind: "kept" | "copying" }
  /** `retry`: a copy given up on may be asked for again; one removed past the retention period may not. */
  | { kind: "not-kept"; reason: ArchiveReason; retry: boolean };

export function archiveStatus(
  files: readonly SharedArchiveFile[] | undefined,
  serverArchives: boolean,
): ArchiveStatus | null {
  // Heard from the workspace with results, none queued yet: they are queued within a second.
  if (!files?.length) return serverArchives && files ? { kind: "copying" } : null;
  const failed = files.find((file) => file.state === "failed" || file.state === "removed");
  const retry = files.some((file) => file.state === "failed");
  // The sentence alone as `other` (the contract's sentenceOnly, written out: importing it would bring
  // the contract's readers into the deck's chunk, 270 B on a returning visit).
  if (failed) return { kind: "not-kept", reason: failed.why ?? { code: "other", text: failed.reason ?? "" }, retry };
  return { kind: files.every((file) => file.state === "archived") ? "kept" : "copying" };
}
