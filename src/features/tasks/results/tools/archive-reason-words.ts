import { plural, t } from "@lingui/core/macro";
import type { ArchiveReason } from "../../../../contract/archive-reason.ts";
import { formatBytes } from "../../../../lib/format-bytes.ts";

/**
 * Why the workspace did not keep a file, in the page's language, with the reason's own figures.
 * What only the network or the system can say (an error, a refused address's rule) stays as
 * they said it, quoted; a reason without a code (a row from before them) is the server's sentence.
 */
export function archiveReasonWords(reason: ArchiveReason): string {
  const { detail = "", name = "", by = "", status = 0, count = 0, seconds = 0 } = reason;
  const days = reason.days ?? 0;
  const size = formatBytes(reason.bytes ?? 0);
  switch (reason.code) {
    case "refused":
      return t`this server refused to fetch the file (${detail}).`;
    case "host_timeout":
      return t`the file's host did not answer in time.`;
    case "host_unreachable":
      return t`the file's host could not be reached (${detail}).`;
    case "host_status":
      return t`the file's host answered with status ${status}, not the file.`;
    case "too_large":
      return t`the file is larger than this server keeps (${size}).`;
    case "model_too_large":
      return t`${name} is larger than ${size}: the files it names are not looked for, so it is not kept.`;
    case "neighbour_outside":
      return t`${name}, which ${by} names, is outside its folder: a copy could not show it.`;
    case "too_many_neighbours":
      return t`${name} names more than ${count} files beside it: they are not copied.`;
    case "neighbour_failed": {
      // A cause this page cannot read (a newer server's): the server's whole sentence, said once.
      if (!reason.cause) return reason.text;
      const why = archiveReasonWords(reason.cause);
      return t`${name}, which ${by} names, could not be copied: ${why}`;
    }
    case "storage_failed":
      return t`the archive's storage could not take the file (${detail}).`;
    case "transfer_cut":
      return t`the transfer was cut (${detail}).`;
    case "time_limit":
      return t`the copy took longer than its time limit of ${seconds} s.`;
    case "quota_full": {
      const quota = formatBytes(reason.quota ?? 0, { round: true });
      const used = formatBytes(reason.used ?? 0);
      return t`the workspace's archive is full: this file (${size}) would pass its quota of ${quota} (${used} used).`;
    }
    case "retention":
      return plural(days, {
        one: "removed after the workspace's retention period of # day.",
        other: "removed after the workspace's retention period of # days.",
      });
    case "other":
      return reason.text;
  }
}
