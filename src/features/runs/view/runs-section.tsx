import { useRef } from "react";
import { Button } from "../../../components/button.tsx";
import { Pane } from "../../../components/pane.tsx";
import { useRuns } from "../../../lib/run-book.ts";
import { RunView } from "./run-view.tsx";
import { useRunImport } from "./use-run-import.ts";

/**
 * The QA runs of this browser, newest first, each as its grid, and Import run. Loaded (a chunk of
 * its own, from app.tsx) only once the run store holds a run.
 */
export default function RunsSection() {
  const runs = useRuns();
  const { message, importFile } = useRunImport();
  const file = useRef<HTMLInputElement>(null);
  return (
    <Pane title="QA runs">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => file.current?.click()}>
          Import run
        </Button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json"
          aria-label="Run file to import"
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = "";
            if (chosen) void importFile(chosen);
          }}
        />
        <p role="status" className="text-sm text-slate-700 empty:hidden">
          {message}
        </p>
      </div>
      <div className="space-y-6">
        {runs.map((run) => (
          <RunView key={run.id} run={run} runs={runs} />
        ))}
      </div>
    </Pane>
  );
}
