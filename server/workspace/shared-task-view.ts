import { envelopeSchema } from "../../src/contract/record.ts";
import type { SharedTask } from "../../src/contract/shared-task.ts";
import type { SharedArchiveFile } from "../../src/contract/archive.ts";
import { isTerminalStatus } from "../../src/contract/status.ts";
import { httpFailure } from "./answer-failure.ts";
import type { PersonVerdict } from "./person-verdicts.ts";
import { RUN_SENDER } from "./schema.ts";

// A submission's row, joined with its task's, its verdicts and its archived files, as every page
// reads it (shared-tasks.ts reads the rows).

export type Row = {
  key: string;
  change_seq: number | null;
  created_at: number;
  body: string;
  state: string;
  status: number | null;
  answer: string | null;
  answer_headers: string | null;
  request_id: string | null;
  answered_at: number | null;
  record: string | null;
  task_status: string | null;
  updated_at: number | null;
  finished: number | null;
  failed_checks: number | null;
  problem: string | null;
  sent_by: string;
  run_maker: string | null | undefined;
  removed_at: number | null;
  archive_queued: number | null;
};

/** Who sent a submission: a person (an email, or "local"), a run's maker for its cell; null for a move-in or none known. */
export function senderOf({ sent_by, run_maker }: Pick<Row, "sent_by" | "run_maker">): string | null {
  if (sent_by === RUN_SENDER) return run_maker ?? null;
  return sent_by === "local" || sent_by.includes("@") ? sent_by : null;
}

export function sharedTask(
  row: Row,
  following: boolean,
  verdicts: PersonVerdict[],
  archive: SharedArchiveFile[],
): SharedTask {
  const checked = row.record !== null;
  const followed = following && row.finished !== null;
  const task: SharedTask = {
    key: row.key,
    change: row.change_seq ?? 0,
    submittedAt: row.created_at,
    body: parsed(row.body) as Record<string, unknown>,
    state: row.state === "answered" ? "answered" : "unknown",
    status: row.status,
    requestId: row.request_id,
    record: checked ? parsed(row.record) : answeredRecord(row.answer),
    recordAt: checked ? row.updated_at : row.answered_at,
    followed,
    // Let go with a status that is not final: the service answered 404 (or a week went by).
    gone: row.finished === 1 && !(row.task_status !== null && isTerminalStatus(row.task_status)),
    failedChecks: row.failed_checks ?? 0,
    problem: row.problem === null ? null : parsed(row.problem),
    verdict: verdicts.at(-1)?.verdict ?? null,
    verdicts,
    sentBy: senderOf(row),
    // Its copies' states; an empty list while its files are about to be queued (completed, not
    // looked at yet); none for a task the archive never looked at (finished before it, moved in
    // finished): its card then offers this browser's Keep, as before the archive.
    archive: archive.length || (row.archive_queued === 0 && row.task_status === "COMPLETED") ? archive : undefined,
    failure:
      row.status !== null && row.status >= 400
        ? httpFailure({ status: row.status, answer: row.answer ?? "", headers: headersOf(row.answer_headers) })
        : null,
  };
  return row.removed_at === null ? task : { ...task, ...REMOVED };
}

/** A deleted task's tombstone (task-removal.ts): every page hears that it is gone, and no longer what it held. */
const REMOVED = {
  removed: true,
  body: {},
  record: null,
  problem: null,
  failure: null,
  verdict: null,
  verdicts: [],
  archive: [],
} satisfies Partial<SharedTask>;

/** The record in a submission's answer: the success envelope's data. */
export function answeredRecord(answer: string | null): unknown {
  const envelope = envelopeSchema.safeParse(parsed(answer));
  return envelope.success ? (envelope.data.data ?? null) : null;
}

const headersOf = (text: string | null) => (parsed(text) ?? {}) as Record<string, string>;

/** A record or answer kept as JSON text; null for none, or for text that is not JSON. */
export function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
