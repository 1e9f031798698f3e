import type { CameraView } from "../../../contract/verdict.ts";

/**
 * What a pinned note is pinned to: the playing video's time, or the 3D viewer's camera. The
 * card, the lightbox and the compare view each hand the panel the one they show. Each call gets
 * the control that asked (a source may look for its player near it; others ignore it).
 */
export type PinSource =
  | { kind: "time"; current: (from: Element) => number | null; seek: (seconds: number, from: Element) => void }
  | { kind: "view"; current: (from: Element) => CameraView | null; flyTo: (view: CameraView, from: Element) => void };

const cardVideo = (from: Element) => from.closest("article")?.querySelector("video") ?? null;

/** The first video of the card (the article) the panel is in: the card's own player, whatever shape the card takes. */
export const videoOfCard: PinSource = {
  kind: "time",
  current: (from) => {
    const time = cardVideo(from)?.currentTime;
    return time === undefined || !Number.isFinite(time) ? null : time;
  },
  seek: (seconds, from) => {
    const video = cardVideo(from);
    if (!video) return;
    video.currentTime = seconds;
    video.focus();
  },
};
