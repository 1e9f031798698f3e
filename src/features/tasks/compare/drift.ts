/** The frame length assumed until a video's own is measured: 30 fps, stricter than the 24 and 25 most generators use. */
export const DEFAULT_FRAME_S = 1 / 30;
/** Beyond this much drift a follower seeks to the leader; below it, its speed is nudged. */
export const SEEK_BEYOND_S = 0.3;
/**
 * A nudge changes a follower's speed by at most this fraction. Browsers keep the pitch when the
 * speed changes (preservesPitch), and followers start muted, so a firm nudge costs nothing heard.
 */
export const MAX_NUDGE = 0.25;
/** How fast a nudge closes the gap: a speed change of GAIN × drift (per second), so 40 ms is gone in about 0.2 s. */
const GAIN = 5;

export type Correction =
  { kind: "hold"; rate: number } | { kind: "nudge"; rate: number } | { kind: "seek"; to: number };

/**
 * How far a follower is ahead of the leader (seconds; negative: behind). When looping, a follower
 * that already wrapped round to the start is ahead by a little, not behind by a whole clip.
 */
export function driftOf(follower: number, leader: number, duration: number, looping: boolean): number {
  const drift = follower - leader;
  if (!looping || !(duration > 0)) return drift;
  if (drift > duration / 2) return drift - duration;
  if (drift < -duration / 2) return drift + duration;
  return drift;
}

/**
 * What to do about a follower `drift` seconds off the leader, playing at the transport's `rate`:
 * nothing within a quarter frame; a speed nudge up to the seek threshold (no visible jump); a seek
 * beyond it (a nudge would take too long). `leaderTime` is where a seek lands.
 */
export function correct(drift: number, frame: number, rate: number, leaderTime: number): Correction {
  const size = Math.abs(drift);
  if (size <= frame / 4) return { kind: "hold", rate };
  if (size > SEEK_BEYOND_S) return { kind: "seek", to: leaderTime };
  const nudge = Math.min(MAX_NUDGE, size * GAIN) * Math.sign(drift);
  // Ahead (drift > 0) plays slower, behind plays faster.
  return { kind: "nudge", rate: rate * (1 - nudge) };
}

/** The shortest frame length believed: 120 fps, beyond what any generator makes. */
export const MIN_FRAME_S = 1 / 120;

/**
 * The video's frame length, from consecutive presented frames' media times. A gap under
 * MIN_FRAME_S is no frame (the same one reported twice, or a seek landing a few milliseconds on):
 * taken for one, a frame step would move by it and show nothing new. Above 0.2 s is a seek or a
 * stall. A busy machine skips frames, so the shortest gap may be two or three frames: when the
 * gaps are not all whole multiples of it, the frame is the largest part of it they all are.
 */
export function frameLength(mediaTimes: readonly number[]): number | null {
  const gaps = mediaTimes.slice(1).map((time, i) => time - mediaTimes[i]!);
  const frames = gaps.filter((gap) => gap >= MIN_FRAME_S && gap < 0.2);
  if (frames.length === 0) return null;
  const shortest = Math.min(...frames);
  const whole = (frame: number) => frames.every((gap) => Math.abs(gap / frame - Math.round(gap / frame)) < 0.15);
  for (let parts = 1; shortest / parts >= MIN_FRAME_S; parts++) if (whole(shortest / parts)) return shortest / parts;
  return shortest;
}
