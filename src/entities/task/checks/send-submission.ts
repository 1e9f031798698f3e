import { t } from "@lingui/core/macro";
import type { Family } from "../../../contract/families.ts";
import type { TaskRecord } from "../../../contract/record.ts";
import type { GenerationBody } from "../../../contract/request.ts";
import { submitGeneration } from "../../../lib/api-client.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { DUPLICATE_CODE, DUPLICATE_CONFIRMED_HEADER } from "../../../contract/duplicate-guard.ts";
import { SUBMISSION_KEY_HEADER } from "../../../contract/server-paths.ts";
import { duplicateRefusalSchema, type DuplicateRefusal } from "../../../contract/duplicate-refusal.ts";
import { readErrorBody } from "../../../contract/error-body.ts";
import type { Connection } from "../../../lib/connection.ts";
import { newDeckEntry, type DeckEntry } from "../../../lib/deck-entry.ts";
import type { TaskStore } from "../store.ts";
import { reserveSubmission } from "../reserve-submission.ts";
import { describeSubmitError, remedyOf, type ErrorReport } from "../../../lib/failure/describe-error.ts";

// Sending one task, in the two steps every sender takes (the composer's single task and a QA
// run's cells): the ledger stores it first, then its POST leaves, once.

type Submission = { id: string; mode: Family; body: Record<string, unknown> };

/** An earlier identical submission, for the question before sending again: what became of it, and how long ago. */
export type Duplicate = { state: DeckEntry["state"]; agoMs: number; shared?: true };

export type Reserved = { entry: DeckEntry; duplicate: Duplicate | null } | { notStored: string };

/**
 * Stores the submission in the ledger before its POST leaves (a paid task survives a crash or
 * reload mid-flight), unless it is a duplicate of one sent in the last two minutes and
 * `allowDuplicate` is off: then that one is returned, and nothing is stored.
 */
export async function reserveTask(
  deck: TaskStore,
  connection: Connection,
  submission: Submission,
  allowDuplicate: boolean,
): Promise<Reserved> {
  const entry = newDeckEntry({ ...submission, baseUrl: connection.baseUrl, submittedAt: Date.now() });
  try {
    const { duplicate } = await reserveSubmission(deck, entry, { allowDuplicate });
    const agoMs = duplicate && Math.max(0, entry.submittedAt - duplicate.submittedAt);
    const shared = duplicate?.fromWorkspace;
    return { entry, duplicate: duplicate && { state: duplicate.state, agoMs: agoMs!, ...(shared && { shared }) } };
  } catch (error) {
    const reason = String(error);
    return { notStored: t`Not sent: the task list could not be saved in this browser (${reason}).` };
  }
}

export type Posted =
  | { ok: true; record: TaskRecord }
  | { ok: false; error: unknown; report: ErrorReport }
  /** Not sent: the workspace saw the same body sent within minutes (by another tab, device or person). */
  | { ok: false; duplicate: Duplicate };

/**
 * Sends a reserved submission once and writes what came of it to its deck entry. Nothing is
 * retried: a failure is put into words, and one whose outcome is unknown is kept as unknown.
 * `meant`: sending the same body again was confirmed. Unless it was, the page's server may find
 * a duplicate this browser could not see: nothing was sent, so the entry goes, as a duplicate
 * found here is never stored.
 */
export async function postSubmission(
  deck: TaskStore,
  connection: Connection,
  entry: Pick<DeckEntry, "id" | "body">,
  meant: boolean,
): Promise<Posted> {
  let posted: Posted;
  try {
    // The entry's id is the key its server sends it once under: a re-sent POST gets the first one's task.
    const ownHeaders: Record<string, string> = { [SUBMISSION_KEY_HEADER]: entry.id };
    if (meant) ownHeaders[DUPLICATE_CONFIRMED_HEADER] = "1";
    const record = await submitGeneration(connection, entry.body as GenerationBody, { ownHeaders });
    posted = { ok: true, record };
  } catch (error) {
    const duplicate = duplicateOf(error);
    if (duplicate) {
      await deck.remove(entry.id).catch(() => undefined);
      return { ok: false, duplicate: { state: duplicate.state, agoMs: duplicate.age_ms, shared: true } };
    }
    posted = { ok: false, error, report: describeSubmitError(error, connection.token) };
  }
  const change: Partial<DeckEntry> = posted.ok
    ? { state: "accepted", requestId: posted.record.request_id, record: posted.record, updatedAt: Date.now() }
    : {
        state: posted.report.outcomeUnknown ? "unknown" : posted.report.serverFailed ? "failed" : "refused",
        error: posted.report.message,
        failure: posted.report.failure,
        remedy: remedyOf(posted.report),
      };
  // Should the store fail now, the entry stays "sending" and is later called unknown: still true.
  await deck.update(entry.id, change).catch(() => undefined);
  return posted;
}

function duplicateOf(error: unknown): DuplicateRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 409 || readErrorBody(error.body)?.code !== DUPLICATE_CODE)
    return null;
  const refusal = duplicateRefusalSchema.safeParse(error.body);
  return refusal.success ? refusal.data.duplicate : null;
}
