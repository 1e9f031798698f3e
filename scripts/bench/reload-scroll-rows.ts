import type { Summary } from "./stats.ts";
import { ms } from "./table.ts";

export const RELOAD_SCROLL_HEADERS = ["figure", "p50", "p95", "max", "samples", "frames > 16.7 ms", "frames > 25 ms"];

/** The two rows the history and the gallery report alike: reload to the first item, then scroll frames. */
export function reloadScrollRows(
  firstLabel: string,
  first: { runs: number[]; summary: Summary },
  scroll: ScrollCounts,
): string[][] {
  return [
    [firstLabel, ms(first.summary.p50), "", ms(first.summary.max), String(first.runs.length), "", ""],
    scrollRow("scroll: time between frames", scroll),
  ];
}

type ScrollCounts = { summary: Summary; over16: number; missedVsync: number };

/** A row of frame times while a page scrolls (the app's, or its floor's). */
export const scrollRow = (label: string, scroll: ScrollCounts): string[] => [
  label,
  ms(scroll.summary.p50),
  ms(scroll.summary.p95),
  ms(scroll.summary.max),
  String(scroll.summary.count),
  String(scroll.over16),
  String(scroll.missedVsync),
];
