import { SUCCESS_CODE, envelopeSchema, taskRecordSchema } from "../../src/contract/record.ts";
import type { CheckOutcome } from "../workspace/tasks.ts";
import { callWhole } from "./forward-whole.ts";
import { upstreamHeaders, type UpstreamClient } from "./upstream.ts";

/** Checks one task on the service, with the server's own token; never throws. */
export type CheckTask = (requestId: string) => Promise<CheckOutcome>;

/**
 * The server's check of a task: a GET by its request_id, as the page's (the answer read whole,
 * token scrubbed, within the proxy's limits). Only the server that holds the token follows: one
 * that passes each browser's token on has none of its own.
 */
export function serviceCheck(client: UpstreamClient & { token: string }): CheckTask {
  // As the proxy's own calls go: its User-Agent (gateways refuse none), answers uncompressed.
  const headers = upstreamHeaders({}, client.token);
  return async (requestId) => {
    try {
      const answer = await callWhole(client, { path: client.queryPath(requestId), method: "GET", headers });
      if (answer.status === 404) return { kind: "gone" };
      return answer.status === 200 ? recordOf(answer.text) : { kind: "failed" };
    } catch {
      return { kind: "failed" };
    }
  };
}

/** A good answer holds a success envelope around a task record; anything else is a failed check. */
function recordOf(text: string): CheckOutcome {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: "failed" };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success || envelope.data.code !== SUCCESS_CODE) return { kind: "failed" };
  const record = taskRecordSchema.safeParse(envelope.data.data);
  if (!record.success) return { kind: "failed" };
  return { kind: "record", status: record.data.status, record: JSON.stringify(envelope.data.data) };
}
