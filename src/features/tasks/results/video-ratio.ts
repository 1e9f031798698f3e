// Each result video's shape as its player last found it, for the page's life: the box that stands
// in for a player not made yet, and the player until it knows, take it, so the card keeps its
// height (16:9, the shape most of the service's videos have, for one never seen).
const ratios = new Map<string, number>();

/** The width-to-height ratio `src` last had, or 16/9. */
export const videoRatio = (src: string): number => ratios.get(src) ?? 16 / 9;

/** Called once the player knows its video's size. */
export function rememberRatio(src: string, video: { videoWidth: number; videoHeight: number }): void {
  if (video.videoWidth > 0 && video.videoHeight > 0) ratios.set(src, video.videoWidth / video.videoHeight);
}
