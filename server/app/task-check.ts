import { SUCCESS_CODE, envelopeSchema, taskRecordSchema } from "../../src/contract/record.ts";
import type { CheckOutcome, CheckProblem } from "../workspace/tasks.ts";
import { callWhole } from "./forward-whole.ts";
import { MAX_ANSWER_BYTES } from "../../src/contract/answer-limits.ts";
import { UpstreamTimeout } from "./proxy-errors.ts";
import { Unreadable } from "./redact-answer.ts";
import { upstreamHeaders, type UpstreamClient } from "./upstream.ts";

/** Checks one task on the service, with the server's own token; never throws. */
export type CheckTask = (requestId: string) => Promise<CheckOutcome>;

/**
 * The server's check of a task: a GET by its request_id, as the page's (the answer read whole,
 * token scrubbed, within the proxy's limits). Only the server that holds the token follows: one
 * that passes each browser's token on has none of its own.
 */
export function serviceCheck(client: UpstreamClient): CheckTask {
  return async (requestId) => {
    await client.tokenReady;
    // No token yet (an owner has not set one): the check fails as a refused token's would.
    if (!client.token) return failed({ code: "token" });
    // As the proxy's own calls go: its User-Agent (gateways refuse none), answers uncompressed.
    const headers = upstreamHeaders({}, client);
    const abort = new AbortController();
    try {
      const answer = await callWhole(
        client,
        { path: client.queryPath(requestId), method: "GET", headers },
        abort,
        MAX_ANSWER_BYTES,
      );
      return outcomeOf(answer.status, answer.text);
    } catch (error) {
      // As the page words its own: an answer it cannot read, no answer in time, or none at all.
      if (error instanceof Unreadable) return failed({ code: "invalid-response" });
      const timedOut = abort.signal.reason instanceof UpstreamTimeout || isTimeout(error);
      return failed({ code: timedOut ? "timeout" : "network" });
    }
  };
}

/** What an answer to a check comes to: the record, gone (404), or why it failed, as the page's check would say. */
export function outcomeOf(status: number, text: string): CheckOutcome {
  if (status === 404) return { kind: "gone" };
  if (status === 401) return failed({ code: "token" });
  return status === 200 ? recordOf(text) : failed({ code: "http", status });
}

/** A good answer holds a success envelope around a task record; anything else is a failed check. */
function recordOf(text: string): CheckOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed({ code: "invalid-response" });
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return failed({ code: "invalid-response" });
  if (envelope.data.code !== SUCCESS_CODE)
    return failed({ code: "rejected", reason: (envelope.data.message || envelope.data.code).slice(0, 500) });
  const record = taskRecordSchema.safeParse(envelope.data.data);
  if (!record.success) return failed({ code: "invalid-response" });
  return { kind: "record", status: record.data.status, record: JSON.stringify(envelope.data.data) };
}

export const failed = (problem: CheckProblem): CheckOutcome => ({ kind: "failed", problem });

/** The whole time ran out (the abort's reason), or the connection's own wait did. */
const isTimeout = (error: unknown) =>
  error instanceof UpstreamTimeout || (error instanceof Error && /timeout/i.test(error.name + error.message));
