// The archive's routes and what they answer, with no runtime import and no zod: the page can import this
// file as it is when it plays and downloads from the archive (issue 29).
//
//   GET /__taskdeck/archive/<task key>        → ArchiveStateAnswer (JSON): each file's state
//   GET /__taskdeck/archive/<task key>/<n>    → the archived copy of the task's nth result file
//                                               (n counts the record's result URLs in their order,
//                                               as share links do); byte ranges; `?download=1`
//                                               makes it an attachment, else it is shown inline.
//   GET /__taskdeck/archive/<task key>/<n>/<path> → with the file's own name: the file; else a file
//                                               a model names beside it (`neighbours`; may hold /).
//   GET /__taskdeck/archive-usage             → ArchiveUsageAnswer (JSON): what the archive holds
//                                               and its limits (the settings page shows them).
//   POST /__taskdeck/archive/<task key>       → 202 ArchiveStateAnswer: a completed task's files
//                                               queued on demand (finished before the archive, moved
//                                               in finished), its failed ones tried again; 404 for
//                                               no such task, 409 for one not completed, with no
//                                               file, or a server that keeps no copies. Reviewers up.
//
// <task key> is the submission's key (the page's entry id). Viewers and up may read the GETs.

import type { ArchiveReason } from "./archive-reason.ts";

export const ARCHIVE_PATH = "/__taskdeck/archive/";
export const ARCHIVE_USAGE_PATH = "/__taskdeck/archive-usage";

/** `?download=1` on a file's path: saved (Content-Disposition: attachment), not shown inline. */
export const ARCHIVE_DOWNLOAD_PARAM = "download";

/**
 * Where a file stands: waiting (to be tried, or tried again), being copied now, kept, given up on
 * (`reason` says why: the quota among them), or its copy removed (past the retention period).
 */
export const ARCHIVE_STATES = ["pending", "archiving", "archived", "failed", "removed"] as const;
export type ArchiveState = (typeof ARCHIVE_STATES)[number];

export type ArchiveFileState = {
  /** Its place in the task's result list (from 0). */
  n: number;
  /** The file's own name, from its URL. */
  name: string;
  state: ArchiveState;
  /** Why the last try failed, in plain English: the reason it was given up ("failed"), or the retry's. */
  reason: string | null;
  /** The same, as a code and its figures a page words in its language (absent from a server before them). */
  why?: ArchiveReason | null;
  /** Tries so far. */
  attempts: number;
  /** Once archived: its type and size in bytes. */
  type: string | null;
  size: number | null;
  /**
   * Once archived, for a .gltf or an .obj: the files it names beside it (a buffer, an image, an
   * .mtl and its textures), by their paths relative to its folder, each kept too and served at
   * `<n>/<path>` (a viewer resolving them against the copy's path finds them).
   */
  neighbours?: string[];
  /** Once archived, for a zip: its model entries (models, buffers, materials, textures) and their sizes. */
  entries?: { name: string; size: number }[];
};

export type ArchiveStateAnswer = {
  key: string;
  /** This server copies finished tasks' files (ARCHIVE_RESULTS): false, and nothing more is added. */
  archiving: boolean;
  files: ArchiveFileState[];
};

/**
 * A file's state as every page hears it with its task (contract/shared-task.ts `archive`): `url`
 * is the result URL it copies (as the server read it: `new URL(...).href`), so a page finds a
 * result's copy by its URL alone.
 */
export type SharedArchiveFile = Pick<ArchiveFileState, "n" | "name" | "state" | "reason" | "why"> & { url: string };

/** What the workspace's archive holds, for the settings page. */
export type ArchiveUsageAnswer = {
  /** The bytes it holds: each stored copy once, however many files delivered the same bytes. */
  usedBytes: number;
  /** Files archived: two files of the same bytes count twice here, once in `usedBytes`. */
  files: number;
  /** ARCHIVE_QUOTA_BYTES: a copy that would pass it is not kept (its file says why); null: no quota. */
  quotaBytes: number | null;
  /** ARCHIVE_RETENTION_DAYS: copies archived longer ago are removed; null: kept for good. */
  retentionDays: number | null;
  /** This server copies finished tasks' files (ARCHIVE_RESULTS). */
  archiving: boolean;
};

export const archiveStatePath = (key: string) => `${ARCHIVE_PATH}${encodeURIComponent(key)}`;

/**
 * A copy's path; with its file's `name` after it (the server checks it is the file's own), so that
 * whatever reads a name or an extension from a URL (a download's name, the 3D viewer's format) reads
 * the same from the copy's as from the service's, and a model's neighbours resolve beside it.
 */
export const archiveFilePath = (key: string, n: number, download = false, name?: string) =>
  `${archiveStatePath(key)}/${n}${name ? `/${encodeURIComponent(name)}` : ""}${download ? `?${ARCHIVE_DOWNLOAD_PARAM}=1` : ""}`;
