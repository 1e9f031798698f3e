import { safeUrl } from "../../contract/urls.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { extensionOf, isModelFile } from "./model-files.ts";
import { resultData } from "./archived-data.ts";

/** What a gallery tile shows of a task's result: its first video, else image, else model or file. */
export type TileMedia = { kind: "video" | "image" | "model" | "file"; url: string; extension: string };

const first = (urls: readonly unknown[]): string | null => {
  for (const url of urls) {
    // Only a URL fit to be media or a link becomes one; anything else is left to the card's raw record.
    const safe = typeof url === "string" ? safeUrl(url) : null;
    if (safe) return safe;
  }
  return null;
};

export function tileMedia(entry: DeckEntry): TileMedia | null {
  const data = resultData(entry);
  if (!data) return null;
  const video = first(data.video_urls);
  if (video) return { kind: "video", url: video, extension: extensionOf(video) };
  const image = first(data.image_urls);
  if (image) return { kind: "image", url: image, extension: extensionOf(image) };
  const file = first(data.file_urls);
  if (!file) return null;
  return { kind: isModelFile(file) ? "model" : "file", url: file, extension: extensionOf(file) };
}
