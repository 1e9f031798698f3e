import type { DeckEntry } from "../../lib/deck-entry.ts";
import { deckStatus } from "../task/deck-status.ts";

// How long a run would take and what it would cost, before it is sent (the builder) and in its
// report. Time comes only from this browser's own history: the median time from submission to
// result of each cell's model's recent finished tasks. Cost only from the price per task the
// person entered in the settings: no price is made up.

/** How many of a model's latest finished tasks its median is taken over. */
export const RECENT_TASKS = 20;

/** The median of this model's latest finished tasks, submission to final answer (ms); null without any. */
export function medianDuration(entries: readonly DeckEntry[], model: string, recent = RECENT_TASKS): number | null {
  const durations = entries
    .filter((entry) => entry.body.model === model && entry.record?.finish_time && deckStatus(entry).done)
    .sort((a, b) => b.submittedAt - a.submittedAt)
    .slice(0, recent)
    .map((entry) => entry.record!.finish_time! * 1000 - entry.submittedAt)
    .filter((ms) => ms > 0)
    .sort((a, b) => a - b);
  if (!durations.length) return null;
  const middle = Math.floor(durations.length / 2);
  return durations.length % 2 ? durations[middle]! : (durations[middle - 1]! + durations[middle]!) / 2;
}

export type RunEstimate = {
  tasks: number;
  /** The whole run's time (ms), or null when a cell's model has no finished task here yet. */
  ms: number | null;
  /** The models with no finished task to go by. */
  unknown: string[];
};

type Pace = { tasksAtOnce: number; submissionsPerMinute: number };

/**
 * The run's time as its queue paces it: never less than its slowest cell, than its cells' time
 * shared among the tasks at once, nor than the minutes its submissions are spread over plus
 * its last cell's time.
 */
export function estimateRun(
  bodies: readonly Record<string, unknown>[],
  entries: readonly DeckEntry[],
  pace: Pace,
): RunEstimate {
  const models = bodies.map((body) => (typeof body.model === "string" ? body.model : ""));
  const medians = new Map([...new Set(models)].map((model) => [model, medianDuration(entries, model)]));
  const unknown = [...medians].filter(([, ms]) => ms === null).map(([model]) => model);
  if (unknown.length || !bodies.length) return { tasks: bodies.length, ms: null, unknown };
  const times = models.map((model) => medians.get(model)!);
  const spread = ((bodies.length - 1) * 60_000) / pace.submissionsPerMinute + times.at(-1)!;
  const shared = times.reduce((sum, ms) => sum + ms, 0) / pace.tasksAtOnce;
  return { tasks: bodies.length, ms: Math.max(Math.max(...times), shared, spread), unknown };
}
