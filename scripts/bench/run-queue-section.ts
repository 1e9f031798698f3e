import { CELLS, SCROLL_FRAMES, SCROLL_STEP_PX, type RunQueueResult } from "./run-queue.ts";
import { count, ms, type Section } from "./table.ts";

export function runQueueSection(results: RunQueueResult[]): Section {
  const first = results[0];
  const bound = first ? first.cells * (60_000 / first.polls.intervalMs) : NaN;
  return {
    title: `Run queue: ${first?.cells ?? CELLS}-cell run (whole prompts on a Prompt axis, Chromium, 1440 × 900)`,
    headers: [
      "K at once",
      "confirm → last POST",
      "POSTs logged",
      "most POSTs in a minute",
      "scroll p95",
      "scroll max",
      "GETs/min",
      "max GETs of a task per interval",
    ],
    rows: results.map((r) => [
      String(r.tasksAtOnce),
      ms(r.allPostsMs, 0),
      `${r.postsLogged} (${r.accepted} accepted)`,
      `${r.mostPostsInMinute} (R = ${r.perMinute})`,
      ms(r.scroll.summary.p95),
      ms(r.scroll.summary.max),
      count(r.polls.perMinute),
      String(r.polls.maxPerInterval),
    ]),
    notes: [
      `R = ${first?.perMinute ?? ""} submissions a minute (its maximum, RUN_PACE_RANGES), stored with K through the ` +
        "connection settings and the page reloaded, so the pace is in localStorage before the run's page loads; " +
        "while the most POSTs in a minute stay below R, R did not hold the run back: K and the round trips did.",
      "confirm → last POST: from the click on the dialog's Send to the 100th submission's time in the sandbox's request log.",
      `scroll: the page over the run's grid, ${SCROLL_STEP_PX} px per requestAnimationFrame, ${SCROLL_FRAMES} frames; ` +
        `scrolled ${results.map((r) => `${count(r.scroll.scrolledPx)} px`).join(" / ")}.`,
      `GETs: the page's task queries over ${results.map((r) => `${(r.polls.windowMs / 1000).toFixed(0)} s`).join(" / ")} ` +
        `once all POSTs were made; expected ≤ ${count(bound)} a minute and ≤ 1 per task per interval.`,
      "reported, not asserted.",
    ],
  };
}
