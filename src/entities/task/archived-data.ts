import { archiveFilePath, type SharedArchiveFile } from "../../contract/archive.ts";
import type { ResultPayload } from "../../contract/record.ts";
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
  const copies = new Map(entry.archive?.filter((file) => file.state === "archived").map((file) => [file.url, file]));
  if (!data || copies.size === 0) return data;
  // The same object for the same entry: what is drawn from it is not drawn again.
  const known = swapped.get(entry);
  if (known) return known;
  const origin = globalThis.location?.origin ?? "";
  const swap = (urls: string[]) =>
    urls.map((url) => {
      const copy = URL.canParse(url) ? copies.get(new URL(url).href) : undefined;
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

/** Where the workspace's copies of a finished task's files stand, as its card says it; null when no workspace copies them. */
export type ArchiveStatus = { kind: "kept" | "copying" } | { kind: "not-kept"; reason: string };

export function archiveStatus(
  files: readonly SharedArchiveFile[] | undefined,
  serverArchives: boolean,
): ArchiveStatus | null {
  // Heard from the workspace with results, none queued yet: they are queued within a second.
  if (!files?.length) return serverArchives && files ? { kind: "copying" } : null;
  const failed = files.find((file) => file.state === "failed" || file.state === "removed");
  if (failed) return { kind: "not-kept", reason: failed.reason ?? "" };
  return { kind: files.every((file) => file.state === "archived") ? "kept" : "copying" };
}
