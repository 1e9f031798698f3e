import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { envelopeSchema, taskRecordSchema } from "../../src/contract/record.ts";
import type { WorkspaceSchema } from "./schema.ts";

// The submissions journal: every submission is written before its POST leaves, under the
// idempotency key the page made, and its answer after. A key seen again is answered from the
// journal, never sent again: the page's retry after a dropped answer, a second tab, a second
// instance, or the browser's own silent re-send of a POST all find the first attempt.

/** A key a page may make: a UUID, a ULID, the ledger's own ids. */
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
export const isSubmissionKey = (key: string): boolean => KEY.test(key);

/** What the journal knows of a key when a submission comes with it. */
export type Claim =
  /** First time: written ahead; send it, then record the answer. */
  | { kind: "new" }
  /** Sent before, answered: give the same answer. */
  | ({ kind: "answered" } & KeptAnswer)
  /** Sent before and still on its way (another request holds it): not sent twice. */
  | { kind: "in-flight"; since: number }
  /** Sent before, and no answer ever came (a crash, a timeout): a task may exist; only a person may send again. */
  | { kind: "unknown"; since: number }
  /** The key was used for another body: a page's mistake, refused. */
  | { kind: "other-body" };

/** An answer as the page got it the first time: status, body (token scrubbed), the headers worth keeping. */
export type KeptAnswer = { status: number; answer: string; headers: Record<string, string> };

export const bodyHash = (body: string): string => createHash("sha256").update(body).digest("hex");

export type SubmissionJournal = ReturnType<typeof submissionJournal>;

/**
 * `inFlightMs`: how long a submission may be on its way (the proxy's whole time limit); one
 * written longer ago with no answer was cut short (its server died), so its outcome is unknown.
 */
export function submissionJournal(db: Kysely<WorkspaceSchema>, inFlightMs: number, now = Date.now) {
  return {
    async claim(key: string, body: string, sentBy: string): Promise<Claim> {
      const hash = bodyHash(body);
      const written = await db
        .insertInto("submissions")
        .values({ key, body, body_hash: hash, sent_by: sentBy, created_at: now(), state: "sending" })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .executeTakeFirst();
      if (Number(written.numInsertedOrUpdatedRows ?? 0) === 1) return { kind: "new" };
      const row = await db.selectFrom("submissions").selectAll().where("key", "=", key).executeTakeFirst();
      // Forgotten between the two (its service refused it): the key is free again.
      if (!row) return this.claim(key, body, sentBy);
      if (row.body_hash !== hash) return { kind: "other-body" };
      if (row.state === "answered")
        return {
          kind: "answered",
          status: row.status!,
          answer: row.answer ?? "",
          headers: headersOf(row.answer_headers),
        };
      const cutShort = row.state === "unknown" || row.created_at + inFlightMs < now();
      return cutShort ? { kind: "unknown", since: row.created_at } : { kind: "in-flight", since: row.created_at };
    },

    async answered(key: string, { status, answer, headers }: KeptAnswer): Promise<void> {
      const request_id = requestIdOf(answer);
      await db
        .updateTable("submissions")
        .set({
          state: "answered",
          status,
          answer,
          answer_headers: JSON.stringify(headers),
          request_id,
          answered_at: now(),
        })
        .where("key", "=", key)
        .execute();
    },

    /** The service refused it (no task was made): the key may be sent again. */
    async forget(key: string): Promise<void> {
      await db.deleteFrom("submissions").where("key", "=", key).execute();
    },

    /** No answer came (timed out, connection lost): the service may or may not have made the task. */
    async noAnswer(key: string): Promise<void> {
      await db
        .updateTable("submissions")
        .set({ state: "unknown", answered_at: now() })
        .where("key", "=", key)
        .where("state", "=", "sending")
        .execute();
    },

    /** The newest other submission of the same body within `withinMs`: the duplicate guard, across tabs and devices. */
    async sameBodySince(body: string, withinMs: number, exceptKey: string) {
      return db
        .selectFrom("submissions")
        .select(["key", "created_at", "state", "request_id", "sent_by"])
        .where("body_hash", "=", bodyHash(body))
        .where("created_at", ">=", now() - withinMs)
        .where("key", "!=", exceptKey)
        .orderBy("created_at", "desc")
        .limit(1)
        .executeTakeFirst();
    },
  };
}

function headersOf(kept: string | null): Record<string, string> {
  try {
    return kept ? (JSON.parse(kept) as Record<string, string>) : {};
  } catch {
    return {};
  }
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
