import { t } from "@lingui/core/macro";
import { SUCCESS_CODE, envelopeSchema, taskRecordSchema, type TaskRecord } from "../contract/record.ts";
import type { GenerationBody } from "../contract/request.ts";
import { submitUrl, taskUrl } from "../contract/server-paths.ts";
import { ApiError } from "./api-error.ts";
import { formatBytes } from "./format-bytes.ts";
import { MAX_ANSWER_BYTES } from "../contract/answer-limits.ts";
import { errorAnswerText } from "./server-messages.ts";
import { redact } from "../contract/redact.ts";

export type Endpoint = {
  /** Empty for this page's own origin. */
  baseUrl: string;
  /** Empty when the page's server adds the token: no Authorization is sent then. */
  token: string;
  /** How long to wait for a whole answer. */
  timeoutSeconds?: number;
};

const DEFAULT_TIMEOUT_MS = 30_000;
/** A task record is a few KB; far more is a broken or hostile server, and reading on would only hurt. */

/**
 * `ownHeaders`: sent to this page's own server only, never to a service on another origin (it
 * would not take them; see send-submission.ts for the submission's key and duplicate guard).
 */
type CallOptions = { signal?: AbortSignal; timeoutMs?: number; ownHeaders?: Record<string, string> };

/** POSTs a generation request; resolves to the task record the service created. */
export function submitGeneration(
  endpoint: Endpoint,
  body: GenerationBody,
  options: CallOptions = {},
): Promise<TaskRecord> {
  return call(submitUrl(endpoint.baseUrl), endpoint, { method: "POST", body: JSON.stringify(body) }, options);
}

/** GETs a task by its request_id (the service's query key; task_id is the vendor's). */
export function fetchTask(endpoint: Endpoint, requestId: string, options: CallOptions = {}): Promise<TaskRecord> {
  return call(taskUrl(endpoint.baseUrl, requestId), endpoint, { method: "GET" }, options);
}

async function call(url: string, endpoint: Endpoint, init: RequestInit, options: CallOptions): Promise<TaskRecord> {
  const timeoutMs =
    options.timeoutMs ?? (endpoint.timeoutSeconds ? endpoint.timeoutSeconds * 1000 : DEFAULT_TIMEOUT_MS);
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  if (!endpoint.baseUrl) Object.assign(headers, options.ownHeaders);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not words
  if (endpoint.token) headers.Authorization = `Bearer ${endpoint.token}`;
  let response: Response;
  let text: string | null;
  try {
    response = await fetch(url, { ...init, signal, headers });
    text = await readCapped(response, MAX_ANSWER_BYTES);
  } catch (cause) {
    // No answer has no words of its own here: the edge words the kind (describe-error.ts,
    // poll-answer.ts); the message keeps the cause's text for a developer.
    if (timeout.aborted) throw new ApiError("timeout", String(cause), { cause });
    if (options.signal?.aborted) throw cause;
    throw new ApiError("network", String(cause), { cause });
  }
  if (text === null) {
    const limit = formatBytes(MAX_ANSWER_BYTES, { round: true });
    throw new ApiError("invalid-response", t`The answer is larger than ${limit}: not a task record.`, {
      status: response.status,
    });
  }
  // What a service repeats of the token (in a message, a fail_reason) stops here: everything
  // past this point is shown, stored in the ledger or exported.
  const answer = redact(text, endpoint.token);
  const json = parseJson(answer);
  if (!response.ok) {
    // Whatever shape the body has (nested, flat, a bare message), or none: the status then speaks.
    // This server's own refusals (proxy time-outs, 413…) are worded by their code, in the page's language.
    const message = errorAnswerText(json) ?? `HTTP ${response.status} ${response.statusText}`.trim();
    throw new ApiError("http", message, { status: response.status, body: json ?? answer.slice(0, 2000) });
  }
  if (json === undefined)
    throw new ApiError("invalid-response", t`The answer is not valid JSON.`, {
      status: response.status,
      body: answer.slice(0, 2000),
    });
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success)
    throw new ApiError("invalid-response", t`The answer is not the expected envelope.`, {
      status: response.status,
      body: json,
    });
  if (envelope.data.code !== SUCCESS_CODE) {
    const { code } = envelope.data;
    throw new ApiError("rejected", envelope.data.message || t`The service answered code ${code}.`, {
      status: response.status,
      body: json,
    });
  }
  const record = taskRecordSchema.safeParse(envelope.data.data);
  if (!record.success)
    throw new ApiError("invalid-response", t`The answer holds no task record.`, {
      status: response.status,
      body: json,
    });
  return record.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The body as text, or null past `limit` bytes (the rest is never downloaded). */
async function readCapped(response: Response, limit: number): Promise<string | null> {
  if (Number(response.headers.get("content-length")) > limit || !response.body) {
    await response.body?.cancel();
    return response.body ? null : "";
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(part.value, { stream: true });
  }
  return text + decoder.decode();
}
