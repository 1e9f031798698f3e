import type { TaskRecord } from "../../../contract/record.ts";

/** "45 s", "3 min 20 s", "1 h 5 min": seconds are dropped once hours show, as they no longer matter. */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return min > 0 ? `${h} h ${min} min` : `${h} h`;
  if (min > 0) return s > 0 ? `${min} min ${s} s` : `${min} min`;
  return `${s} s`;
}

// Below this, the difference is within ordinary clock skew between browser and service.
const JUST_NOW_MS = 5000;

const UNITS = [
  { unit: "d", ms: 86_400_000 },
  { unit: "h", ms: 3_600_000 },
  { unit: "min", ms: 60_000 },
  { unit: "s", ms: 1000 },
] as const;

/**
 * "just now", "3 min ago", "in 2 min". Plain English rather than Intl.RelativeTimeFormat, whose
 * short style writes "3 min. ago" and whose long style is too wide for a 360 px card.
 */
export function relativeTime(thenMs: number, nowMs: number): string {
  const diff = thenMs - nowMs;
  const abs = Math.abs(diff);
  if (abs < JUST_NOW_MS) return "just now";
  const { unit, ms } = UNITS.find((u) => abs >= u.ms) ?? UNITS[3];
  const n = Math.floor(abs / ms);
  return diff < 0 ? `${n} ${unit} ago` : `in ${n} ${unit}`;
}

// Building an Intl.DateTimeFormat costs about a millisecond, and a card shows three dates: made
// once per locale and zone, a history scrolls without spending its frames on formatters.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Date and time with seconds, in the user's locale and time zone (the options exist for tests). */
export function formatDateTime(ms: number, options: { locale?: string; timeZone?: string } = {}): string {
  const key = `${options.locale ?? ""}|${options.timeZone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(options.locale, {
      dateStyle: "medium",
      timeStyle: "medium",
      timeZone: options.timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(ms));
}

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
