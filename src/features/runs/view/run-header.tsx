import type { Run } from "../../../contract/run.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { ReviewedCount } from "../../tasks/lightbox/lightbox-review.tsx";
import type { Change } from "./run-review.ts";

type Props = {
  headingId: string;
  run: Run;
  /** "9 of 12 finished, 1 failed, 2 running". */
  progress: string;
  /** "Running for 3 min": apart from the progress, whose live region must not speak every second. */
  elapsed: string;
  /** The run's tasks, in grid order. */
  entries: readonly DeckEntry[];
  baseline: Run | null;
  changes: ReadonlyMap<string, Change>;
};

function baselineText(run: Run, baseline: Run | null, changes: ReadonlyMap<string, Change>): string | null {
  if (run.baseline) return "The baseline of its preset: later runs of the preset are compared with it.";
  if (!baseline) return null;
  const count = (change: Change) => [...changes.values()].filter((each) => each === change).length;
  return `Compared with the baseline “${baseline.name}”: ${count("better")} better, ${count("worse")} worse, ${count("same")} the same (cells reviewed in both).`;
}

/** The run's name (its region's name), where it stands, how much of it is reviewed, and its baseline. */
export function RunHeader({ headingId, run, progress, elapsed, entries, baseline, changes }: Props) {
  const against = baselineText(run, baseline, changes);
  return (
    <header className="space-y-0.5">
      <h3 id={headingId} className="font-semibold break-words">
        {run.name}
      </h3>
      <p role="status" className="text-sm text-slate-700">
        {progress}
      </p>
      <p className="text-sm text-slate-700">{elapsed}</p>
      <ReviewedCount entries={entries} />
      {against ? <p className="text-sm text-slate-700">{against}</p> : null}
    </header>
  );
}
