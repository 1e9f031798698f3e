import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Every test's workspace, upload and download has a folder of its own in the system's temporary
// folder (temp-data-dir.ts and the like), and no test removed it: 76 folders were left in /tmp
// after 34 journeys, more at every unit run and bench. The run's temporary files go under one
// folder instead (TMPDIR, read by os.tmpdir() in this process and in the workers and browsers it
// starts afterwards), removed when the run ends, passed or failed.

/**
 * A global setup (Vitest's and Playwright's; the bench calls it too): returns the teardown. Once
 * per run: Vitest calls each project's.
 */
export default function runTmpFolder(): () => void {
  if (process.env.TASKDECK_RUN_TMP) return () => undefined;
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(path.join(tmpdir(), "taskdeck-run-"));
  process.env.TMPDIR = process.env.TASKDECK_RUN_TMP = folder;
  return () => {
    delete process.env.TASKDECK_RUN_TMP;
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
}
