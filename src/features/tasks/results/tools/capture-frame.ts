import { t } from "@lingui/core/macro";
import { atVideoTime } from "../../../../lib/files/video-at.ts";

/**
 * The frame of a video at `time` (s) as a PNG. The video is read from bytes the page holds (a
 * blob: URL), so the canvas is not tainted as it would be by a file from another origin.
 */
export function captureFrame(video: Blob, time: number): Promise<Blob> {
  const within = (duration: number) => Math.min(time, Math.max(0, duration - 0.001) || 0);
  return atVideoTime(
    video,
    within,
    () => new Error(t`The video could not be decoded.`),
    (element) => {
      const canvas = document.createElement("canvas");
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      const context = canvas.getContext("2d");
      if (!context || !canvas.width) throw new Error(t`The frame could not be drawn.`);
      context.drawImage(element, 0, 0);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error(t`The frame could not be encoded.`))),
          "image/png",
        ),
      );
    },
  );
}
