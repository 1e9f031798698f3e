import type { Summary } from "./stats.ts";
import { ms } from "./table.ts";

export const RELOAD_SCROLL_HEADERS = ["figure", "p50", "p95", "max", "samples", "frames > 16.7 ms", "frames > 25 ms"];

/** The two rows the history and the gallery report alike: reload to the first item, then scroll frames. */
export function reloadScrollRows(
  firstLabel: string,
  first: { runs: number[]; summary: Summary },
  scroll: { summary: Summary; over16: number; missedVsync: number },
): string[][] {
  return [
    [firstLabel, ms(first.summary.p50), "", ms(first.summary.max), String(first.runs.length), "", ""],
    [
      "scroll: time between frames",
      ms(scroll.summary.p50),
      ms(scroll.summary.p95),
      ms(scroll.summary.max),
      String(scroll.summary.count),
      String(scroll.over16),
      String(scroll.missedVsync),
    ],
  ];
}
