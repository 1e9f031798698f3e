import type { CameraView } from "../../../contract/verdict-schema.ts";
import type { ResultPayload } from "../../../contract/record.ts";
import { isModelFile } from "../../../entities/task/model-files.ts";
import { viewerIn } from "../results/model-viewer/viewer-registry.ts";

/**
 * What a pinned note is pinned to: the playing video's time, or the 3D viewer's camera. The
 * card, the lightbox and the compare view each hand the panel the one they show. Each call gets
 * the control that asked (a source may look for its player near it; others ignore it).
 */
export type PinSource =
  | { kind: "time"; current: (from: Element) => number | null; seek: (seconds: number, from: Element) => void }
  | { kind: "view"; current: (from: Element) => CameraView | null; flyTo: (view: CameraView, from: Element) => void };

/** Notes pinned to the time of the first video inside `scope(from)`; going back seeks it there. */
export function videoOf(scope: (from: Element) => Element | null): PinSource {
  const video = (from: Element) => scope(from)?.querySelector("video") ?? null;
  return {
    kind: "time",
    current: (from) => {
      const time = video(from)?.currentTime;
      return time === undefined || !Number.isFinite(time) ? null : time;
    },
    seek: (seconds, from) => {
      const player = video(from);
      if (!player) return;
      player.currentTime = seconds;
      player.focus();
    },
  };
}

/** The first video of the card (the article) the panel is in: the card's own player, whatever shape the card takes. */
export const videoOfCard = videoOf((from) => from.closest("article"));

/** Notes pinned to the view of the first 3D viewer inside `scope(from)`; going back flies the camera there. */
export function viewOf(scope: (from: Element) => Element | null): PinSource {
  return {
    kind: "view",
    current: (from) => {
      const view = viewerIn(scope(from))?.getView();
      return view ? { position: view.position, target: view.target } : null;
    },
    flyTo: (view, from) => viewerIn(scope(from))?.setView(view, { fly: true }),
  };
}

/** The card's (the article's) 3D viewer. */
export const viewOfCard = viewOf((from) => from.closest("article"));

/** What a result's notes are pinned to: the video's time, the 3D model's view, or nothing (an image, audio). */
export function pinKind(data: ResultPayload | undefined): PinSource["kind"] | null {
  if (data?.video_urls.length) return "time";
  return data?.file_urls.some(isModelFile) ? "view" : null;
}
