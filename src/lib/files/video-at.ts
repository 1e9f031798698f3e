/**
 * Runs `read` on a video element holding `video`'s bytes, sought to `timeOf(duration)` seconds.
 * The bytes are the page's own (a blob: URL), so a canvas that draws the element is not tainted
 * as it would be by a file from another origin. `unreadable` is the caller's words for a video
 * the browser cannot decode.
 */
export async function atVideoTime<T>(
  video: Blob,
  timeOf: (duration: number) => number,
  unreadable: () => Error,
  read: (element: HTMLVideoElement) => Promise<T>,
): Promise<T> {
  const src = URL.createObjectURL(video);
  const element = document.createElement("video");
  element.muted = true;
  element.preload = "auto";
  try {
    await new Promise<void>((resolve, reject) => {
      element.onloadeddata = () => resolve();
      element.onerror = () => reject(unreadable());
      element.src = src;
    });
    const time = timeOf(element.duration || 0);
    if (Math.abs(element.currentTime - time) > 0.001)
      await new Promise<void>((resolve) => {
        element.onseeked = () => resolve();
        element.currentTime = time;
      });
    // A busy machine may announce the seek before the frame there is decoded; reading it then fails.
    if (element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA)
      await new Promise<void>((resolve, reject) => {
        element.oncanplay = () => resolve();
        element.onerror = () => reject(unreadable());
      });
    return await read(element);
  } finally {
    element.removeAttribute("src");
    URL.revokeObjectURL(src);
  }
}
