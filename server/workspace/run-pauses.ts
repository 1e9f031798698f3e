import type { RunPause } from "../../src/contract/run.ts";
import { envelopeSchema, taskRecordSchema } from "../../src/contract/record.ts";
import type { KeptAnswer } from "./submissions.ts";
import { httpFailure } from "./answer-failure.ts";
import { WORKSPACE_FULL_CODE, WORKSPACE_FULL_STATUS } from "../../src/contract/workspace-refusals.ts";

// Why the server's sender stops a run, as a page's queue does (features/runs/queue/run-state.ts
// pauseFor): a rejected token, too many requests, a failing service, an answer that never
// came or a full workspace stop it; a refusal of one cell does not. The message is stored in English with the run;
// the failure's facts word it again in the language each page shows.

export const RESTARTED: RunPause = {
  reason: "restart",
  message: "The server that was sending this run stopped before it was done. Nothing more is sent until you resume.",
};

export const noAnswerPause = (message: string): RunPause => ({
  reason: "server",
  message,
  failure: { kind: "network", status: null, said: null, code: null, param: null, detail: message, html: false },
});

/** The workspace holds as many tasks as it may: the cell was not written nor sent, and none after it would be. */
export function fullPause({ held, max }: { held: number; max: number }): RunPause {
  const message = `The workspace holds ${held} tasks, and its server allows ${max} (WORKSPACE_MAX_TASKS): the cell was not sent.`;
  return {
    reason: "full",
    message,
    failure: {
      kind: "http",
      status: WORKSPACE_FULL_STATUS,
      said: message,
      code: WORKSPACE_FULL_CODE,
      param: null,
      detail: message,
      html: false,
    },
  };
}

/** An answer that made a task: a success envelope holding a record with its id. */
const madeTask = (answer: string) => {
  try {
    const envelope = envelopeSchema.safeParse(JSON.parse(answer));
    return Boolean(envelope.success && taskRecordSchema.safeParse(envelope.data.data).data?.request_id);
  } catch {
    return false;
  }
};

/** The pause an answer calls for; null when the run goes on (a task made, or this one cell refused). */
export function pauseFor(kept: KeptAnswer): RunPause | null {
  const failure = httpFailure(kept);
  const said = failure.said ? `: ${failure.said}` : "";
  if (kept.status === 401) return { reason: "auth", message: `The service refused the token${said}.`, failure };
  if (kept.status === 429) return { reason: "rate", message: `The service asks to slow down${said}.`, failure };
  if (kept.status >= 500)
    return { reason: "server", message: `The service failed (HTTP ${kept.status})${said}.`, failure };
  if (kept.status >= 400 || madeTask(kept.answer)) return null;
  const detail = "the answer names no task";
  return {
    reason: "server",
    message: `The service's answer names no task: one may exist.`,
    failure: { ...failure, kind: "invalid-response", detail },
  };
}
