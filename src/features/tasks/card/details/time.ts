import type { TaskRecord } from "../../../../contract/record.ts";

// The shared formatters (in the interface's language) are owned by src/lib; re-exported for the
// panes that read a task's times through this file.
export { formatDateTime, formatDuration, relativeTime } from "../../../../lib/format-time.ts";

export type Moment = { ms: number } | null;

export type TaskTimes = {
  submitted: Moment;
  started: Moment;
  finished: Moment;
  /** Seconds between submission and start; counts up while the task waits. */
  queuedFor: number | null;
  /** Seconds between start and finish; counts up while the task runs. */
  ranFor: number | null;
};

type Timestamps = Pick<TaskRecord, "submit_time" | "start_time" | "finish_time">;

const moment = (seconds: number): Moment => (seconds > 0 ? { ms: seconds * 1000 } : null);

// The service's clock and the browser's may disagree; a duration is never shown as negative.
const span = (fromMs: number, toMs: number) => Math.max(0, Math.floor((toMs - fromMs) / 1000));

/**
 * The record's timestamps (Unix seconds, 0 = unset) as instants, and how long it waited and ran;
 * durations count up to now only while the task can still change (`terminal`: see deckStatus).
 */
export function taskTimes(record: Timestamps, terminal: boolean, nowMs: number): TaskTimes {
  const submitted = moment(record.submit_time);
  const started = moment(record.start_time);
  const finished = moment(record.finish_time);

  let queuedFor: number | null = null;
  if (submitted && started) queuedFor = span(submitted.ms, started.ms);
  else if (submitted && !terminal) queuedFor = span(submitted.ms, nowMs);
  // Cancelled or failed before it started: it waited until it was stopped.
  else if (submitted && finished) queuedFor = span(submitted.ms, finished.ms);

  let ranFor: number | null = null;
  if (started && finished) ranFor = span(started.ms, finished.ms);
  // A final task without a finish time has no known end: counting to now would be invented.
  else if (started && !terminal) ranFor = span(started.ms, nowMs);

  return { submitted, started, finished, queuedFor, ranFor };
}
