import { isTerminalStatus } from "../../src/contract/status.ts";
import { pollPace } from "../../src/contract/poll-pace.ts";

/** What one check of a task came to. */
export type CheckOutcome =
  /** A good answer: the record (JSON, token scrubbed) and its status. */
  | { kind: "record"; status: string; record: string }
  /** The service no longer knows it (404): never checked again. */
  | { kind: "gone" }
  /** No answer, or not a good one (5xx, 401, 429, unreadable): checked again, later each time. */
  | { kind: "failed"; problem?: CheckProblem };

/** Why a check failed, as the page stores it (PollProblem): a code and its facts, worded where shown. */
export type CheckProblem = { code: string; status?: number | null; reason?: string };

export type DueTask = {
  request_id: string;
  submission_key: string | null;
  created_at: number;
  status: string | null;
  failed_checks: number;
};

/** What a page shows of a task's following: a check that changes none of these is not told to pages. */
export const SHOWN = ["record", "problem", "finished", "failed_checks"] as const;

/** What a check writes of a task: its record or its failure, and when the next check is due. */
export function checkedFields(task: DueTask, outcome: CheckOutcome, at: number, baseMs: number) {
  const failing = outcome.kind === "failed";
  const status = outcome.kind === "record" ? outcome.status : task.status;
  const next = () =>
    at +
    pollPace({
      ageMs: at - task.created_at,
      baseMs,
      status,
      failing,
      failedChecks: task.failed_checks + 1,
      hidden: false,
    });
  if (outcome.kind === "record") {
    const finished = isTerminalStatus(outcome.status) ? 1 : 0;
    return { status, record: outcome.record, finished, failed_checks: 0, problem: null, next_check_at: next() };
  }
  if (outcome.kind === "gone") return { finished: 1, failed_checks: 0, problem: null, next_check_at: at };
  const problem = JSON.stringify(outcome.problem ?? { code: "failed" });
  return { failed_checks: task.failed_checks + 1, problem, next_check_at: next() };
}
