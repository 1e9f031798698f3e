import { Pane } from "../../../components/pane.tsx";
import { useRuns } from "../../../lib/run-book.ts";
import { RunControls } from "./run-controls.tsx";

/**
 * A bare list of the runs with their controls, until the run view takes its place (issue 16 §3).
 * Each run is a group named by the run, so its buttons are told apart.
 */
export function RunsList() {
  const runs = useRuns();
  if (runs.length === 0) return null;
  return (
    <Pane title="Runs">
      <ul className="space-y-4">
        {runs.map((run) => (
          <li key={run.id} role="group" aria-label={run.name} className="space-y-1">
            <p className="font-medium">{run.name}</p>
            <p className="text-sm text-slate-600">
              {run.cells.length} {run.cells.length === 1 ? "cell" : "cells"}
            </p>
            <RunControls run={run} />
          </li>
        ))}
      </ul>
    </Pane>
  );
}
