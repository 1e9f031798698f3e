import { DUPLICATE_WINDOW_MS } from "../contract/duplicate-guard.ts";
import type { PlainPollCode } from "../contract/failure-kinds.ts";
import type { Family } from "../contract/families.ts";
import type { SUBMISSION_STATES } from "../contract/history-document.ts";
import type { TaskRecord } from "../contract/record.ts";
import type { Review } from "../contract/review.ts";
import type { SharedArchiveFile } from "../contract/archive.ts";
import type { SubmitFailure } from "../contract/run.ts";

/**
 * What became of a submission: `sending`, the POST has left and no answer has come yet;
 * `accepted`, the service created the task (it has a request_id); `refused`, a 4xx, nothing was
 * created; `failed`, the service or a gateway failed (5xx), most likely nothing was created but
 * it cannot be ruled out; `unknown`, no usable answer, the task may or may not exist (never
 * resent on its own).
 */
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/**
 * Why the last check of a task failed, as a code (and the facts it needs) worded where it is shown
 * (poll-answer.ts `pollErrorText`), so it reads in the interface's language of that moment.
 */
export type PollProblem =
  | { code: PlainPollCode }
  /** `reason`: the service's own words, shown as said. */
  | { code: "rejected"; reason: string }
  | { code: "http"; status: number | null };

/** What the person can do about a refused submission: what its message names. */
export type Remedy = { kind: "settings" } | { kind: "field"; param: string };

export type DeckEntry = {
  /** Ours, made before the POST leaves, so the entry exists even if no answer comes. */
  id: string;
  mode: Family;
  /** Where it was sent: "" for this server. */
  baseUrl: string;
  body: Record<string, unknown>;
  /** The body as sent, to recognise an identical second submission. */
  bodyKey: string;
  submittedAt: number;
  state: SubmissionState;
  requestId: string | null;
  /** The last record the service returned (submission or query). */
  record: TaskRecord | null;
  /**
   * Why the submission did not produce a task, in words for people, in the language of that
   * moment (the export and older versions read it; the only words of entries stored before `failure`).
   */
  error: string | null;
  /** The facts `error` was worded from, worded again on the card in the language shown. */
  failure: SubmitFailure | null;
  /** The action that message names; absent in entries stored before it existed. */
  remedy?: Remedy | null;
  /** When `record` was last received (ms); null before the first answer. */
  updatedAt: number | null;
  /** The service answered 404 for this request_id: it expired or was never there. Final. */
  gone: boolean;
  /**
   * Why the last poll failed (the last good record stays on show); null after a good one. Text
   * in entries stored before problems had codes, shown as it was stored.
   */
  pollError: PollProblem | string | null;
  /** Polling waits for a fixed token (the last poll answered 401). */
  pollPaused: boolean;
  /** Checks that failed in a row since the last good one: polling backs off with them. */
  failedChecks: number;
  /** Imported without following (the user chose so): checked only when asked. */
  unfollowed: boolean;
  /**
   * The workspace's server follows it: its records come from there (entities/task/shared-entry.ts)
   * and this page does not check it itself. Absent in entries no workspace shared.
   */
  serverFollows?: boolean;
  /** It came from the workspace: sent from another browser (a device, a person), not this one. */
  fromWorkspace?: true;
  /** The workspace holds it (heard on its stream, or moved in): not offered to move in again. */
  inWorkspace?: true;
  /** Who sent it, as the workspace says (an email, "local"); absent or null when it does not know. */
  sentBy?: string | null;
  /** Each person's verdict on it, as the workspace last shared them (entities/verdict/reviews.ts). */
  reviews?: readonly Review[];
  /** Its result files' copies in the workspace's archive, as the workspace last shared them (entities/task/archived-data.ts). */
  archive?: readonly SharedArchiveFile[];
};

/** The body as sent, as a key: two submissions with one key are the same request. */
export const bodyKeyOf = (body: unknown) => JSON.stringify(body);

/** A new entry: what was sent, with every field the answers fill in still unset. */
export function newDeckEntry(
  fields: Pick<DeckEntry, "id" | "mode" | "baseUrl" | "body" | "submittedAt"> & Partial<DeckEntry>,
): DeckEntry {
  return {
    bodyKey: bodyKeyOf(fields.body),
    state: "sending",
    requestId: null,
    record: null,
    error: null,
    failure: null,
    updatedAt: null,
    gone: false,
    pollError: null,
    pollPaused: false,
    failedChecks: 0,
    unfollowed: false,
    ...fields,
  };
}

/** An identical body sent within the window that may have cost money: anything but a 4xx refusal. */
export function recentDuplicate(entries: readonly DeckEntry[], bodyKey: string, now: number): DeckEntry | null {
  return (
    entries.find(
      (entry) =>
        entry.bodyKey === bodyKey && entry.state !== "refused" && now - entry.submittedAt < DUPLICATE_WINDOW_MS,
    ) ?? null
  );
}
