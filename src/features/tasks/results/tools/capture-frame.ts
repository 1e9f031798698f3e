import { t } from "@lingui/core/macro";
/**
 * The frame of a video at `time` (s) as a PNG. The video is read from bytes the page holds (a
 * blob: URL), so the canvas is not tainted as it would be by a file from another origin.
 */
export async function captureFrame(video: Blob, time: number): Promise<Blob> {
  const src = URL.createObjectURL(video);
  const element = document.createElement("video");
  element.muted = true;
  element.preload = "auto";
  try {
    await new Promise<void>((resolve, reject) => {
      element.onloadeddata = () => resolve();
      element.onerror = () => reject(new Error(t`The video could not be decoded.`));
      element.src = src;
    });
    if (Math.abs(element.currentTime - time) > 0.001) {
      await new Promise<void>((resolve) => {
        element.onseeked = () => resolve();
        element.currentTime = Math.min(time, Math.max(0, element.duration - 0.001) || 0);
      });
    }
    const canvas = document.createElement("canvas");
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    const context = canvas.getContext("2d");
    if (!context || !canvas.width) throw new Error(t`The frame could not be drawn.`);
    context.drawImage(element, 0, 0);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error(t`The frame could not be encoded.`))),
        "image/png",
      ),
    );
  } finally {
    element.removeAttribute("src");
    URL.revokeObjectURL(src);
  }
}
