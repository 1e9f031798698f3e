import { AT_ONCE, type ArchiveResult } from "./archive.ts";
import { bytes, ms, type Section } from "./table.ts";

const mbps = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} MB/s` : "n/a");
const seconds = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} s` : "n/a");

/** The archive's rates beside the file proxy's, and how long a completed task's file waits for its copy. */
export function archiveSection(result: ArchiveResult): Section {
  const { files, fileBytes } = result;
  return {
    title: `Result archive (issue 29): ${files} files of ${bytes(fileBytes)}, each file kept once`,
    headers: ["path", "database", "at once", "rate", "all in", "first GET", "COMPLETED → archived p50", "p95"],
    rows: [
      ...result.baselines.map((row) => [row.path, "", String(AT_ONCE), mbps(row.mbPerSecond), seconds(row.seconds)]),
      ...result.runs.map((run) => [
        run.path,
        run.database,
        `${AT_ONCE} × ${run.instances}`,
        mbps(run.mbPerSecond),
        seconds(run.seconds),
        ms(run.firstGetMs, 0),
        ms(run.completedToArchivedMs.p50, 0),
        ms(run.completedToArchivedMs.p95, 0),
      ]),
    ],
    notes: [
      "rate: all the files' bytes (1 MB = 10^6 bytes) over the time from the first request (the archive: from COMPLETED) " +
        "to the last byte (the archive: the last archived_at); each archive row's instances are `npm start` processes " +
        "(ARCHIVE_RESULTS=1) sharing one database and one archive folder, each copying 4 files at once, each copy " +
        "hashed, flushed to disk and moved under its hash.",
      `COMPLETED: all ${files} tasks written at once (one INSERT, as the follower leaves them), so the wait is mostly ` +
        "the queue's: the last file's equals 'all in'. first GET: an idle archiver looks for completed tasks every second.",
      "checked, failing the bench: every file archived once (one row each, one GET each, distinct hashes of the right " +
        "size), as many objects in the folder, none left staged. The file host runs in the bench's process, on the same cores.",
      "reported, not asserted.",
    ],
  };
}
