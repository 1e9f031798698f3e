import { rm } from "node:fs/promises";
import { renewWhileChecking } from "../workspace/follower.ts";
import { jobRounds, type RoundOutcome } from "../workspace/job-rounds.ts";
import { fileNameOf } from "../http/file-headers.ts";
import type { ArchiveQueue, CopiedFile, DueFile } from "./archive-queue.ts";
import { heldBy, type Held, type HeldDeps } from "./copy-neighbours.ts";
import type { ArchiveReason } from "../../src/contract/archive-reason.ts";
import { CopyFailure, tooLarge, type ResultFetcher } from "./fetch-result.ts";
import { stagedCopier } from "./staged-copy.ts";
import { TooLarge } from "./stage-file.ts";
import type { ArchiveStorage } from "./storage.ts";
import type { QuotaCheck } from "./archive-quota.ts";

/**
 * How long a claim on a file holds unless renewed (every third of it while the copy runs): an
 * instance killed mid-copy holds its files this long, then another takes them up.
 */
export const COPY_LEASE_MS = 30_000;

export type ArchiverOptions = {
  /** This instance's name in the leases (unique per process). */
  owner: string;
  /** The size cap and the time limit of one copy: the file proxy's (FILE_PROXY_MAX_BYTES, _TIMEOUT_SECONDS). */
  maxBytes: number;
  totalMs: number;
  leaseMs?: number;
  /** Copies under way at most: each may be a large download. */
  batch?: number;
  /** The wait between rounds when nothing is due. */
  idleMs?: number;
  /** The workspace's quota (ARCHIVE_QUOTA_BYTES): a copy that would pass it is refused, nothing kept. */
  quota?: QuotaCheck;
  /**
   * Removes the bytes of these hashes that no archived file holds (unheld-bytes.ts): a copy kept
   * whose record could not be written (its task deleted meanwhile) leaves nothing behind.
   */
  dropUnheld?: (hashes: string[]) => Promise<unknown>;
};

/**
 * Copies the result files of the workspace's completed tasks into `storage`: queues each newly
 * completed task's files (archive-queue.ts), claims the due ones, copies each once, and records
 * its hash, size and type, or why it failed. A round that fails (the database away) is said and
 * tried again. Stopping cuts the copies under way and hands them back untried.
 */
export function startArchiver(
  queue: ArchiveQueue,
  fetchResult: ResultFetcher,
  storage: ArchiveStorage,
  { owner, maxBytes, totalMs, leaseMs = COPY_LEASE_MS, batch = 4, idleMs = 1_000, quota, dropUnheld }: ArchiverOptions,
): { stop(): Promise<void> } {
  const stopping = new AbortController();
  const copying = new Map<Promise<void>, string>();

  const stage = stagedCopier(fetchResult, storage, maxBytes, quota);
  const signalFor = (limit: AbortSignal) => AbortSignal.any([stopping.signal, limit]);
  const held: HeldDeps = {
    ...{ stage, storage },
    signal: () => signalFor(AbortSignal.timeout(totalMs)),
    reasonOf: (error) => failureOf(error, maxBytes),
  };

  /**
   * One copy: fetched, hashed as it is written to a staged file, what it holds copied beside it
   * (a model's neighbours: copy-neighbours.ts), then put under its hash.
   */
  const copy = async (file: DueFile): Promise<CopiedFile> => {
    const url = new URL(file.url);
    const limit = AbortSignal.timeout(totalMs);
    try {
      const { staged, type } = await stage(url, signalFor(limit));
      let holds: Held;
      try {
        holds = await heldBy(held, url, fileNameOf(url), staged);
      } catch (error) {
        await rm(staged.path, { force: true });
        throw error;
      }
      // Bytes kept already under that hash (another task's) stay as they are: stored once.
      await storage.put(staged.hash, { staged: staged.path });
      return { hash: staged.hash, size: staged.size, type, ...holds };
    } catch (error) {
      if (limit.aborted && !(error instanceof CopyFailure))
        throw new CopyFailure(timeLimit(Math.round(totalMs / 1000)), false);
      throw error;
    }
  };

  /** Copies a claimed file and records what came of it, under its lease (a lost lease records nothing). */
  const copyAndRecord = async (file: DueFile) => {
    let copied: CopiedFile;
    try {
      copied = await copy(file);
    } catch (error) {
      if (stopping.signal.aborted) return void (await queue.release(file, owner));
      return void (await queue.failed(file, owner, ...failureOf(error, maxBytes)));
    }
    if (!(await queue.archived(file, owner, copied)))
      await dropUnheld?.([copied.hash, ...copied.neighbours.map((neighbour) => neighbour.hash)]);
  };

  const take = (file: DueFile) => {
    const done: Promise<void> = copyAndRecord(file)
      .catch((error: unknown) =>
        console.error(`server: a file's copy could not be recorded (${(error as Error).message}).`),
      )
      .finally(() => copying.delete(done));
    copying.set(done, file.id);
  };

  const heartbeat = renewWhileChecking(queue, owner, leaseMs, () => [...copying.values()], "archive copies");
  const round = async (): Promise<RoundOutcome> => {
    const looked = await queue.queueCompleted();
    const room = batch - copying.size;
    if (room <= 0) return "full";
    const due = await queue.claimDue(owner, leaseMs, room);
    due.forEach(take);
    return due.length === room || looked > 0 ? "more" : "idle";
  };
  const rounds = jobRounds(round, () => copying.keys(), { idleMs, doing: "archiving result files" });
  return {
    async stop() {
      const ended = rounds.stop();
      // Cut at once: a large download could hold the stop for minutes; the file is taken up again.
      stopping.abort();
      await ended;
      await Promise.all(copying.keys());
      await heartbeat.stop();
    },
  };
}

const timeLimit = (seconds: number): ArchiveReason => ({
  ...{ code: "time_limit", seconds },
  text: `The copy took longer than the time limit of ${seconds} s.`,
});

/** Why a try failed, and whether it is final (no retry would fare better). */
function failureOf(error: unknown, maxBytes: number): [reason: ArchiveReason, final: boolean] {
  if (error instanceof CopyFailure) return [error.reason, error.final];
  if (error instanceof TooLarge) return [tooLarge(maxBytes), true];
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EACCES" || code === "EROFS")
    return [
      { code: "storage_failed", detail: code, text: `The archive folder could not take the file (${code}).` },
      false,
    ];
  const detail = (error as Error).message;
  return [{ code: "transfer_cut", detail, text: `The transfer was cut (${detail}).` }, false];
}
