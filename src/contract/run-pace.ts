import type { Pace } from "./pace-window.ts";

// How fast a QA run's cells go (issue 16), written once for the page's queue and the server's
// sender: at most K submissions awaiting their answer, at most R started in any minute. The
// window's arithmetic is pace-window.ts (the page loads it only with its run queue).

/** The settings' shape: K and R. */
export type RunPace = { tasksAtOnce: number; submissionsPerMinute: number };
export const RUN_PACE_DEFAULTS: RunPace = { tasksAtOnce: 2, submissionsPerMinute: 30 };
export const RUN_PACE_RANGES: Record<keyof RunPace, { min: number; max: number }> = {
  tasksAtOnce: { min: 1, max: 10 },
  submissionsPerMinute: { min: 1, max: 120 },
};

export const paceOf = (pace: RunPace): Pace => ({ atOnce: pace.tasksAtOnce, perMinute: pace.submissionsPerMinute });

/** A pace within its ranges (a stored or sent one may not be). */
export const isRunPace = (pace: RunPace): boolean =>
  (Object.keys(RUN_PACE_RANGES) as (keyof RunPace)[]).every((name) => {
    const value = pace[name];
    return Number.isInteger(value) && value >= RUN_PACE_RANGES[name].min && value <= RUN_PACE_RANGES[name].max;
  });
