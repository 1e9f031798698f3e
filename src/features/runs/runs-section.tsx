import { RunQueue } from "./queue/run-queue.tsx";
import { RunsPane } from "./view/runs-section.tsx";

/** The runs' code, loaded once the run store holds a run: the queue that sends, and the runs' view. */
export default function RunsSection() {
  return (
    <>
      <RunQueue />
      <RunsPane />
    </>
  );
}
