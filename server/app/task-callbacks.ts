import type { Handler } from "hono";
import { CALLBACK_PATH } from "../../src/contract/server-paths.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppEnv } from "../http/env.ts";
import { isSubmissionKey, type SubmissionJournal } from "../workspace/submissions.ts";
import type { TaskBook } from "../workspace/tasks.ts";
import { readCapped } from "../http/read-body.ts";
import { sameSecret } from "../http/same-secret.ts";

// The service POSTs a task's record to the submission's callback_url when the task changes.
// Neither the router nor its vendors sign callbacks, so the URL carries a secret of the
// submission's own; a callback without it is refused and said. One with it is only a hint: the
// task's next check comes sooner (tasks.ts checkSoon), and the record kept is the one that check
// fetches by request_id, never the callback's body. Callbacks repeat and come out of order.

/** A record is a few KB; a callback is never read further. */
const MAX_CALLBACK_BYTES = 64 * 1024;

export const callbackUrl = (publicUrl: string, key: string, secret: string) =>
  `${publicUrl}${CALLBACK_PATH}${encodeURIComponent(key)}?secret=${secret}`;

/** The body with the callback added, unless it names one of its own (then the person's is kept). */
export function withCallback(body: ArrayBuffer, url: string): ArrayBuffer {
  const json = parsed(body);
  if (json === null || typeof json !== "object" || Array.isArray(json) || "callback_url" in json) return body;
  // Its own buffer: an encoder's may be a larger pool's.
  const bytes = new TextEncoder().encode(JSON.stringify({ ...json, callback_url: url }));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

export function taskCallbacks(workspace: { journal: SubmissionJournal; tasks: TaskBook }): Handler<AppEnv> {
  return async (c) => {
    const key = c.req.param("key") ?? "";
    const body = await readCapped(c.req.raw.body, MAX_CALLBACK_BYTES);
    if (!body) return problemResponse(413, { type: "request_error", code: "request_too_large", message: "Too large." });
    const found = isSubmissionKey(key) ? await workspace.journal.callbackOf(key) : undefined;
    if (!found?.callback_secret || !sameSecret(found.callback_secret, c.req.query("secret") ?? "")) {
      console.warn(
        `server: refused a callback for ${isSubmissionKey(key) ? key : "an unknown key"}: its secret does not match.`,
      );
      return problemResponse(401, {
        type: "authentication_error",
        code: "bad_callback",
        message: "Not a callback of ours.",
      });
    }
    // MiniMax's own API first checks the URL with a challenge, echoed back.
    const challenge = challengeOf(body);
    if (challenge !== null) return c.json({ challenge });
    if (found.request_id) await workspace.tasks.checkSoon(found.request_id);
    return c.body(null, 204);
  };
}

function challengeOf(body: ArrayBuffer): string | null {
  const json = parsed(body) as { challenge?: unknown } | null;
  return typeof json?.challenge === "string" ? json.challenge : null;
}

/** The body's JSON, or null when it is none (a body the service will refuse goes as it came). */
function parsed(body: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(body)) as unknown;
  } catch {
    return null;
  }
}
