import { Pane } from "../../../components/pane.tsx";
import { useRuns } from "../../../lib/run-book.ts";
import { RunView } from "./run-view.tsx";

/**
 * The QA runs of this browser, newest first, each as its grid. Loaded (a chunk of its own, from
 * app.tsx) only once the run store holds a run; a run file is imported by the deck's Import.
 */
export default function RunsSection() {
  const runs = useRuns();
  return (
    <Pane title="QA runs">
      <div className="space-y-6">
        {runs.map((run) => (
          <RunView key={run.id} run={run} runs={runs} />
        ))}
      </div>
    </Pane>
  );
}
