import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { Run } from "../../../contract/run.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { ReviewedCount } from "../../../components/review/reviewed-count.tsx";
import { useNow } from "../../../lib/use-now.ts";
import { RunControls } from "../queue/run-controls.tsx";
import { elapsedText, runElapsed, type EntryOf } from "./run-progress.ts";
import type { Change } from "./run-review.ts";

type Props = {
  headingId: string;
  run: Run;
  /** "9 of 12 finished, 1 failed, 2 running". */
  progress: string;
  entryOf: EntryOf;
  /** Whether its time still runs (tasks running or cells to send, not paused). */
  ticking: boolean;
  /** The run's tasks, in grid order. */
  entries: readonly DeckEntry[];
  baseline: Run | null;
  changes: ReadonlyMap<string, Change>;
  /** "4 of 6 passed · mean rating 3.7" of the whole run ("" for none). */
  totals: string;
};

function baselineText(run: Run, baseline: Run | null, changes: ReadonlyMap<string, Change>): string | null {
  if (run.baseline) return t`The baseline of its preset: later runs of the preset are compared with it.`;
  if (!baseline) return null;
  const count = (change: Change) => [...changes.values()].filter((each) => each === change).length;
  const [name, better, worse, same] = [baseline.name, count("better"), count("worse"), count("same")] as const;
  return t`Compared with the baseline “${name}”: ${better} better, ${worse} worse, ${same} the same (cells reviewed in both).`;
}

/**
 * The run's name (its region's name), where it stands, how much of it is reviewed and passed, its
 * baseline, and Pause/Resume/Cancel remaining.
 */
export function RunHeader({ headingId, run, progress, entryOf, ticking, entries, baseline, changes, totals }: Props) {
  useLingui(); // Its texts are made in the current language: a switch renders them again.
  const against = baselineText(run, baseline, changes);
  return (
    <header className="space-y-0.5">
      <h3 id={headingId} className="font-semibold break-words">
        {run.name}
      </h3>
      <p role="status" className="text-sm text-slate-700">
        {progress}
      </p>
      <Elapsed run={run} entryOf={entryOf} ticking={ticking} />
      <ReviewedCount entries={entries} />
      {totals ? <p className="text-sm text-slate-700">{totals}</p> : null}
      {against ? <p className="text-sm text-slate-700">{against}</p> : null}
      <RunControls run={run} />
    </header>
  );
}

/** "Running for 3 min": ticks on its own (the grid does not re-render every second), outside the progress's live region. */
function Elapsed({ run, entryOf, ticking }: { run: Run; entryOf: EntryOf; ticking: boolean }) {
  const now = useNow(ticking);
  useLingui();
  return <p className="text-sm text-slate-700">{elapsedText(runElapsed(run, entryOf, now))}</p>;
}
