import { maxInWindow, minGap } from "./stats.ts";

/** One GET of a task: its request_id and when the browser sent it (ms, wall clock). */
export type TaskGet = { id: string; at: number };

export type PollWindows = {
  live: ReadonlySet<string>;
  finished: ReadonlySet<string>;
  visibleFrom: number;
  hiddenFrom: number;
  intervalMs: number;
};

export type PollCounts = {
  visibleGets: number;
  perMinute: number;
  tasksPolled: number;
  maxPerInterval: number;
  shortestGapMs: number;
  finishedGets: number;
  hiddenGets: number;
  /** Sent as the tab was hidden: begun by the page before the switch, stamped by the network just after. */
  atSwitchGets: number;
};

/** Two polls of one task a whole interval apart may be stamped a little closer than that. */
export const JITTER_MS = 100;
export const SWITCH_MS = 100;

/** What the page's polling did while visible (live tasks only), for finished tasks, and once hidden. */
export function countPolls(gets: readonly TaskGet[], w: PollWindows): PollCounts {
  const visible = gets.filter((get) => get.at >= w.visibleFrom && get.at < w.hiddenFrom && w.live.has(get.id));
  const byTask = new Map<string, number[]>();
  for (const get of visible) byTask.set(get.id, [...(byTask.get(get.id) ?? []), get.at]);
  const series = [...byTask.values()];
  return {
    visibleGets: visible.length,
    perMinute: visible.length / ((w.hiddenFrom - w.visibleFrom) / 60_000),
    tasksPolled: byTask.size,
    maxPerInterval: Math.max(0, ...series.map((times) => maxInWindow(times, w.intervalMs - JITTER_MS))),
    shortestGapMs: Math.min(...series.map(minGap)),
    finishedGets: gets.filter((get) => w.finished.has(get.id)).length,
    hiddenGets: gets.filter((get) => get.at >= w.hiddenFrom + SWITCH_MS).length,
    atSwitchGets: gets.filter((get) => get.at >= w.hiddenFrom && get.at < w.hiddenFrom + SWITCH_MS).length,
  };
}
