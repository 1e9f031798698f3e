import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Every test's workspace, upload and download has a folder of its own in the system's temporary
// folder (temp-data-dir.ts and the like), and no test removes it: a whole `npm test` left some
// thousand folders in /tmp, hundreds of MB, at every run. The run's temporary files go under one
// folder instead (TMPDIR, read by os.tmpdir() in this process and in the workers and browsers it
// starts afterwards), removed when the run ends, passed or failed.

/** A global setup (Vitest's and Playwright's): returns the teardown. Once per run: Vitest calls each project's. */
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
