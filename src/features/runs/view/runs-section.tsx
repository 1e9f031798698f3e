import { useLingui } from "@lingui/react/macro";
import { Pane } from "../../../components/pane.tsx";
import { useRuns } from "../../../entities/run/run-book.ts";
import { RunView } from "./run-view.tsx";

/**
 * The QA runs of this browser, newest first, each as its grid. Loaded with the queue (runs/runs-section.tsx)
 * once the run store holds a run; a run file is imported by the deck's Import.
 */
export function RunsPane() {
  const runs = useRuns();
  const { t } = useLingui();
  return (
    <Pane title={t`QA runs`}>
      <div className="space-y-6">
        {runs.map((run) => (
          <RunView key={run.id} run={run} runs={runs} />
        ))}
      </div>
    </Pane>
  );
}
