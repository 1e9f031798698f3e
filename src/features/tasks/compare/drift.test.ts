import { describe, expect, it } from "vitest";
import { correct, driftOf, frameLength, MAX_NUDGE, MIN_FRAME_S, SEEK_BEYOND_S } from "./drift.ts";

const FRAME = 1 / 24;

describe("drift", () => {
  it("measures a follower against the leader, across the loop's wrap", () => {
    expect(driftOf(1.05, 1, 2.5, false)).toBeCloseTo(0.05);
    expect(driftOf(0.02, 2.48, 2.5, true)).toBeCloseTo(0.04);
    expect(driftOf(2.48, 0.02, 2.5, true)).toBeCloseTo(-0.04);
    // Not looping, a follower back at 0 really is behind.
    expect(driftOf(0.02, 2.48, 2.5, false)).toBeCloseTo(-2.46);
  });

  it("holds within a quarter frame", () => {
    expect(correct(0.005, FRAME, 1.5, 1)).toEqual({ kind: "hold", rate: 1.5 });
    expect(correct(-0.01, FRAME, 1, 1)).toEqual({ kind: "hold", rate: 1 });
  });

  it("slows a follower that is ahead and speeds one that is behind, a little", () => {
    const ahead = correct(0.03, FRAME, 1, 1);
    const behind = correct(-0.03, FRAME, 1, 1);
    expect(ahead.kind).toBe("nudge");
    expect(ahead.kind === "nudge" && ahead.rate).toBeCloseTo(0.85);
    expect(behind.kind === "nudge" && behind.rate).toBeCloseTo(1.15);
    // Relative to the transport's speed, and never more than MAX_NUDGE.
    const far = correct(0.25, FRAME, 2, 1);
    expect(far.kind === "nudge" && far.rate).toBeCloseTo(2 * (1 - MAX_NUDGE));
  });

  it("seeks to the leader when the drift is large", () => {
    expect(correct(SEEK_BEYOND_S + 0.01, FRAME, 1, 1.2)).toEqual({ kind: "seek", to: 1.2 });
    expect(correct(-1, FRAME, 1, 0.4)).toEqual({ kind: "seek", to: 0.4 });
  });

  it("reads the frame length from presented frames' media times", () => {
    expect(frameLength([0, FRAME, 2 * FRAME, 4 * FRAME, 4 * FRAME])).toBeCloseTo(FRAME);
    expect(frameLength([1])).toBeNull();
    expect(frameLength([0, 1, 2])).toBeNull();
  });

  it("finds the frame when a busy machine skipped every other one: two and three frames apart", () => {
    expect(frameLength([0, 2 * FRAME, 5 * FRAME, 7 * FRAME, 10 * FRAME])).toBeCloseTo(FRAME);
    expect(frameLength([0, 3 * FRAME, 5 * FRAME, 9 * FRAME])).toBeCloseTo(FRAME);
  });

  it("takes no seek landing a few milliseconds on for a frame", () => {
    // A pause seeks to the leader's time: 2.6 ms after the frame last shown, in the browser.
    expect(frameLength([1.25, 1.25 + FRAME, 1.25 + FRAME + 0.0026])).toBeCloseTo(FRAME);
    expect(frameLength([0.5, 0.5 + MIN_FRAME_S / 2])).toBeNull();
  });
});
