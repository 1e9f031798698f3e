import type { IncomingHttpHeaders } from "node:http";
import type { MiddlewareHandler } from "hono";
import { envelopeSchema, taskRecordSchema } from "../../src/contract/record.ts";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { SUBMISSION_KEY_HEADER } from "../../src/contract/server-paths.ts";
import type { ServerProblemCode } from "../../src/contract/server-problems.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import { bodyTooLarge } from "./proxy-errors.ts";
import { isSubmissionKey, type SubmissionJournal } from "../workspace/submissions.ts";

/** What sending a submission came to: the answer for the page, and whether the service gave one. */
export type Sent = { response: Response; answered: boolean };
/** Sends the body, read already (the request's own stream is spent); `c` for its headers and bindings. */
export type SendSubmission = (body: ArrayBuffer, c: AppContext) => Promise<Sent>;

const WAIT_STEP_MS = 200;

/**
 * A submission that carries the page's key goes through the journal: written ahead, sent once,
 * its answer kept. The same key again is answered with the first attempt's answer, waiting for
 * it while it is on its way (the browser's own re-send of a POST on a dropped connection comes
 * while the first is still out). Without a key, the route is as before (curl, scripts).
 */
export function journaledSubmit(
  journal: Promise<SubmissionJournal>,
  guard: GuardOptions,
  send: SendSubmission,
  /** The way's own refusal before anything is written (the proxy's: no token to send). */
  refusal: (headers: IncomingHttpHeaders) => Response | null = () => null,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(SUBMISSION_KEY_HEADER);
    if (key === undefined) return next();
    const headers = c.env.incoming.headers;
    const refused =
      crossSiteRefusal(headers, guard) ??
      jsonBodyRefusal(headers) ??
      (isSubmissionKey(key) ? null : invalidKey()) ??
      refusal(headers) ??
      (Number(headers["content-length"]) > MAX_SUBMIT_BODY_BYTES ? bodyTooLarge() : null);
    if (refused) return refused;
    const body = await c.req.arrayBuffer();
    if (body.byteLength > MAX_SUBMIT_BODY_BYTES) return bodyTooLarge();
    const text = new TextDecoder().decode(body);
    const book = await journal;
    for (;;) {
      const claim = await book.claim(key, text, "local");
      if (claim.kind === "answered") return replay(claim.status, claim.answer);
      if (claim.kind === "unknown") return outcomeUnknown();
      if (claim.kind === "other-body") return invalidKey("This Idempotency-Key was used for another body.");
      if (claim.kind === "in-flight") {
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
        continue;
      }
      return sendOnce(book, key, body, c, send);
    }
  };
}

async function sendOnce(book: SubmissionJournal, key: string, body: ArrayBuffer, c: AppContext, send: SendSubmission) {
  let sent: Sent;
  try {
    sent = await send(body, c);
  } catch (error) {
    await book.noAnswer(key);
    throw error;
  }
  if (!sent.answered) {
    await book.noAnswer(key);
    return sent.response;
  }
  const answer = await sent.response.text();
  const { status } = sent.response;
  // A refusal made no task: the key is free again, for the same body once its problem is mended.
  if (status >= 400 && status < 500) await book.forget(key);
  else await book.answered(key, status, answer, requestIdOf(answer));
  return new Response(answer, { status, headers: sent.response.headers });
}

/** The task's request_id in a success answer (the envelope's data), kept beside the answer for lookups. */
function requestIdOf(answer: string): string | null {
  try {
    const envelope = envelopeSchema.safeParse(JSON.parse(answer));
    const record = envelope.success ? taskRecordSchema.safeParse(envelope.data.data) : null;
    return record?.success ? record.data.request_id : null;
  } catch {
    return null;
  }
}

const replay = (status: number, answer: string) =>
  new Response(answer, {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store", "idempotent-replayed": "true" },
  });

const invalidKey = (message = "An Idempotency-Key is 8 to 128 letters, digits and . _ : -") =>
  problemResponse(422, { type: "request_error", code: "invalid_idempotency_key", message });

// Worded by the page as any answer that never came: the first attempt's task may exist.
const outcomeUnknown = () =>
  problemResponse(504, {
    type: "upstream_error",
    code: "upstream_unreachable" satisfies ServerProblemCode,
    message:
      "The first submission with this Idempotency-Key got no answer from the service, so a task may exist; it was not sent again.",
  });
