import type { IncomingHttpHeaders } from "node:http";
import type { MiddlewareHandler } from "hono";
import { MAX_SUBMIT_BODY_BYTES } from "../../src/contract/body-limits.ts";
import { SUBMISSION_KEY_HEADER } from "../../src/contract/server-paths.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import { bodyTooLarge } from "./proxy-errors.ts";
import { DUPLICATE_CONFIRMED_HEADER, DUPLICATE_WINDOW_MS } from "../../src/contract/duplicate-guard.ts";
import {
  duplicateRefusal,
  invalidKey,
  keptAnswer,
  outcomeUnknown,
  replay,
  workspaceFull,
  workspaceUnavailable,
} from "./journal-answers.ts";
import { readCapped } from "../http/read-body.ts";
import { isSubmissionKey, type SubmissionJournal } from "../workspace/submissions.ts";
import { actorOf } from "../access/who.ts";
import { callbackUrl, withCallback } from "./task-callbacks.ts";

/** What sending a submission came to: the answer for the page, and whether the service gave one. */
export type Sent = { response: Response; answered: boolean };
/** Sends the body, read already (the request's own stream is spent); `c` for its headers and bindings. */
export type SendSubmission = (body: ArrayBuffer, c: AppContext) => Promise<Sent>;

const WAIT_STEP_MS = 250;

/**
 * A submission that carries the page's key goes through the journal: written ahead, sent once,
 * its answer kept. The same key again is answered with the first attempt's answer, waiting for
 * it while it is on its way (the browser's own re-send of a POST on a dropped connection comes
 * while the first is still out). Without a key, or with no database, the route is as before.
 */
export function journaledSubmit(
  journal: Promise<SubmissionJournal>,
  guard: GuardOptions,
  send: SendSubmission,
  /** The way's own refusal before anything is written (the proxy's: no token to send). */
  refusal: (headers: IncomingHttpHeaders) => Response | null = () => null,
  /** This server's public URL: each submission then carries a callback_url there (task-callbacks.ts). */
  publicUrl: string | null = null,
): MiddlewareHandler<AppEnv> {
  // A database that did not open (said at start) leaves submissions unjournaled, not refused.
  const book = journal.catch(() => null);
  return async (c, next) => {
    const key = c.req.header(SUBMISSION_KEY_HEADER);
    const journalled = key === undefined ? null : await book;
    if (key === undefined || !journalled) return next();
    const headers = c.env.incoming.headers;
    const refused =
      crossSiteRefusal(headers, guard) ??
      jsonBodyRefusal(headers) ??
      (isSubmissionKey(key) ? null : invalidKey()) ??
      refusal(headers) ??
      (Number(headers["content-length"]) > MAX_SUBMIT_BODY_BYTES ? bodyTooLarge() : null);
    if (refused) return refused;
    // Counted as it comes: a chunked body has no length to check first.
    const body = await readCapped(c.req.raw.body, MAX_SUBMIT_BODY_BYTES);
    if (!body) return bodyTooLarge();
    const text = new TextDecoder().decode(body);
    // The same body again within minutes is asked about first, unless it was meant.
    const guardMs = c.req.header(DUPLICATE_CONFIRMED_HEADER) === "1" ? null : DUPLICATE_WINDOW_MS;
    for (;;) {
      const claim = await journalled.claim(key, text, actorOf(c), guardMs).catch((error: unknown) => {
        console.error("server: the submissions journal could not be written:", error);
        return null;
      });
      // Not written ahead, so not sent: the page hears why, and may try again.
      if (!claim) return workspaceUnavailable();
      if (claim.kind === "answered") return replay(claim);
      if (claim.kind === "full") return workspaceFull(claim);
      if (claim.kind === "duplicate")
        return duplicateRefusal({ age_ms: Math.max(0, Date.now() - claim.since), state: claim.state });
      if (claim.kind === "unknown") return outcomeUnknown();
      if (claim.kind === "other-body") return invalidKey("This Idempotency-Key was used for another body.");
      if (claim.kind === "new")
        return sendOnce(
          journalled,
          key,
          publicUrl ? withCallback(body, callbackUrl(publicUrl, key, claim.secret)) : body,
          c,
          send,
        );
      // In flight: its answer is waited for while the asker is there to take it.
      if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  };
}

async function sendOnce(book: SubmissionJournal, key: string, body: ArrayBuffer, c: AppContext, send: SendSubmission) {
  let sent: Sent;
  try {
    sent = await send(body, c);
  } catch (error) {
    await settle(() => book.noAnswer(key));
    throw error;
  }
  if (!sent.answered) {
    await settle(() => book.noAnswer(key));
    return sent.response;
  }
  const kept = await keptAnswer(sent.response);
  // A refusal made no task: the key is free again, for the same body once its problem is mended.
  await settle(() => (kept.status >= 400 && kept.status < 500 ? book.forget(key) : book.answered(key, kept)));
  return replay(kept, false);
}

/**
 * Records what came of a sending. The page must get the service's answer even if the journal
 * cannot write it: a 500 instead of a created task's record would have the person send it again.
 */
async function settle(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.error("server: the submissions journal could not record an answer:", error);
  }
}
