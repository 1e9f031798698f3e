// The archive's routes and what they answer, with no import and no zod: the page can import this
// file as it is when it plays and downloads from the archive (issue 29).
//
//   GET /__taskdeck/archive/<task key>        → ArchiveStateAnswer (JSON): each file's state
//   GET /__taskdeck/archive/<task key>/<n>    → the archived copy of the task's nth result file
//                                               (n counts the record's result URLs in their order,
//                                               as share links do); byte ranges; `?download=1`
//                                               makes it an attachment, else it is shown inline.
//
// <task key> is the submission's key (the page's entry id). Viewers and up may read both.

export const ARCHIVE_PATH = "/__taskdeck/archive/";

/** `?download=1` on a file's path: saved (Content-Disposition: attachment), not shown inline. */
export const ARCHIVE_DOWNLOAD_PARAM = "download";

/** Where a file stands: waiting (to be tried, or tried again), being copied now, kept, or given up on. */
export const ARCHIVE_STATES = ["pending", "archiving", "archived", "failed"] as const;
export type ArchiveState = (typeof ARCHIVE_STATES)[number];

export type ArchiveFileState = {
  /** Its place in the task's result list (from 0). */
  n: number;
  /** The file's own name, from its URL. */
  name: string;
  state: ArchiveState;
  /** Why the last try failed, in plain English: the reason it was given up ("failed"), or the retry's. */
  reason: string | null;
  /** Tries so far. */
  attempts: number;
  /** Once archived: its type and size in bytes. */
  type: string | null;
  size: number | null;
};

export type ArchiveStateAnswer = {
  key: string;
  /** This server copies finished tasks' files (ARCHIVE_RESULTS): false, and nothing more is added. */
  archiving: boolean;
  files: ArchiveFileState[];
};

export const archiveStatePath = (key: string) => `${ARCHIVE_PATH}${encodeURIComponent(key)}`;

export const archiveFilePath = (key: string, n: number, download = false) =>
  `${archiveStatePath(key)}/${n}${download ? `?${ARCHIVE_DOWNLOAD_PARAM}=1` : ""}`;
