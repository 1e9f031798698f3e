import { t } from "@lingui/core/macro";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { resultBlob, type Reach } from "../../../lib/files/result-bytes.ts";
import { atVideoTime } from "../../../lib/files/video-at.ts";
import { serverTaskOf } from "../../../entities/task/entry-results.ts";
import { fileNameOf } from "../../../entities/task/file-name.ts";
import { tileMedia } from "../../../entities/task/tile-media.ts";

// A cell's picture for the grid image, drawn only from bytes the page holds: a result file read
// as Download reads it (a kept copy, or through this server's file proxy), or a 3D model's
// snapshot the gallery made (a blob: URL). A file from another origin drawn as it is would taint
// the canvas, and the image could not be saved.

export type Picture = CanvasImageSource & { width: number; height: number };

/** A 3D model's snapshot already made this session (the gallery's), as a blob: URL. */
export type SnapshotOf = (url: string) => string | null | undefined;

function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  return image.decode().then(() => image);
}

/** A frame a little into the video (the very first is often black), from its bytes. */
const videoFrame = (video: Blob): Promise<Picture> =>
  atVideoTime(
    video,
    (duration) => Math.min(1, duration / 2),
    () => new Error(t`The video's frame could not be read.`),
    (element) => createImageBitmap(element),
  );

/** The cell's picture: its video's frame, its image, its model's snapshot; null when there is none to draw. */
export async function cellPicture(
  entry: DeckEntry,
  reach: (serverTask: string | null) => Reach,
  snapshotOf: SnapshotOf,
): Promise<Picture | null> {
  const media = tileMedia(entry);
  if (!media || media.kind === "file") return null;
  if (media.kind === "model") {
    const snapshot = snapshotOf(media.url);
    return snapshot && /^blob:/i.test(snapshot) ? loadImage(snapshot) : null;
  }
  const blob = await resultBlob(media.url, reach(serverTaskOf(entry)), fileNameOf(media.url));
  return media.kind === "video" ? videoFrame(blob) : createImageBitmap(blob);
}
