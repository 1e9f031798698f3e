import { t } from "@lingui/core/macro";

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]/g;

/**
 * What a video's frame is called once it is a picture: its task and the time it was taken at,
 * "2025…q at 1.2 s.png" (seconds to two decimals, no trailing zeros), so the composer and a
 * saved draft name where the picture came from. Without a request id, the video file's name
 * stands for the task.
 */
export function frameFileName(requestId: string | null, videoName: string, seconds: number): string {
  const task = (requestId || videoName.replace(/\.[^.]+$/, "")).replace(UNSAFE, "-");
  const time = String(Number(Math.max(0, seconds).toFixed(2)));
  return `${t`${task} at ${time} s`}.png`;
}
