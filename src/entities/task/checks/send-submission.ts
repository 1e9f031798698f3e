import { t } from "@lingui/core/macro";
import type { Family } from "../../../contract/families.ts";
import type { TaskRecord } from "../../../contract/record.ts";
import type { GenerationBody } from "../../../contract/request.ts";
import { submitGeneration } from "../../../lib/api-client.ts";
import type { Connection } from "../../../lib/connection.ts";
import { newDeckEntry, type DeckEntry } from "../../../lib/deck-entry.ts";
import type { TaskStore } from "../store.ts";
import { reserveSubmission } from "../reserve-submission.ts";
import { describeSubmitError, remedyOf, type ErrorReport } from "../../../lib/failure/describe-error.ts";

// Sending one task, in the two steps every sender takes (the composer's single task and a QA
// run's cells): the ledger stores it first, then its POST leaves, once.

type Submission = { id: string; mode: Family; body: Record<string, unknown> };

export type Reserved = { entry: DeckEntry; duplicate: DeckEntry | null } | { notStored: string };

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
    return { entry, duplicate };
  } catch (error) {
    const reason = String(error);
    return { notStored: t`Not sent: the task list could not be saved in this browser (${reason}).` };
  }
}

export type Posted = { ok: true; record: TaskRecord } | { ok: false; error: unknown; report: ErrorReport };

/**
 * Sends a reserved submission once and writes what came of it to its deck entry. Nothing is
 * retried: a failure is put into words, and one whose outcome is unknown is kept as unknown.
 */
export async function postSubmission(
  deck: TaskStore,
  connection: Connection,
  entry: Pick<DeckEntry, "id" | "body">,
): Promise<Posted> {
  let posted: Posted;
  try {
    const record = await submitGeneration(connection, entry.body as GenerationBody, { key: entry.id });
    posted = { ok: true, record };
  } catch (error) {
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
