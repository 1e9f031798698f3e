import { rm } from "node:fs/promises";
import { fileNameOf } from "../http/file-headers.ts";
import type { QuotaCheck } from "./archive-quota.ts";
import { CopyFailure, type ResultFetcher } from "./fetch-result.ts";
import { keptType } from "./kept-type.ts";
import { stageFile, type StagedFile } from "./stage-file.ts";
import type { ArchiveStorage } from "./storage.ts";

/** A file fetched and staged, hashed, within the quota: to be put under its hash, or removed. */
export type StagedCopy = { staged: StagedFile; type: string };
export type StageCopy = (url: URL, signal: AbortSignal) => Promise<StagedCopy>;

/**
 * How the archive fetches one file (a result, or a file a model names beside it): through the
 * file proxy's fetch, checked against the quota by the length its host declares before a byte is
 * read, written to a staged file under the size cap, and checked again by its hash and size.
 */
export function stagedCopier(
  fetchResult: ResultFetcher,
  storage: Pick<ArchiveStorage, "stagingDir">,
  maxBytes: number,
  quota?: QuotaCheck,
): StageCopy {
  return async (url, signal) => {
    const fetched = await fetchResult(url, signal);
    const declared = quota && typeof fetched.length === "number" ? await quota.declared(fetched.length) : null;
    if (declared) {
      // Refused before a byte is read: the transfer is let go.
      fetched.body.destroy();
      throw new CopyFailure(declared, true);
    }
    const staged = await stageFile(fetched.body, storage.stagingDir, maxBytes, signal);
    try {
      const over = await quota?.staged(staged.hash, staged.size);
      if (over) throw new CopyFailure(over, true);
    } catch (error) {
      // Refused, or not known to fit (the database away): nothing of it is kept.
      await rm(staged.path, { force: true });
      throw error;
    }
    return { staged, type: keptType(fetched.type, fileNameOf(url)) };
  };
}
