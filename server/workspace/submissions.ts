import { createHash, randomBytes } from "node:crypto";
import { envelopeSchema, taskRecordSchema } from "../../src/contract/record.ts";
import type { DuplicateRefusal } from "../../src/contract/duplicate-refusal.ts";
import type { WorkspaceDatabase } from "./database.ts";
import { exclusively } from "./exclusive.ts";
import { sameBodySince } from "./duplicates.ts";
import type { Stamp } from "./changes.ts";
import type { TaskLimit } from "./task-limit.ts";

// The submissions journal: every submission is written before its POST leaves, under the
// idempotency key the page made, and its answer after. A key seen again is answered from the
// journal, never sent again: the page's retry after a dropped answer, a second tab, a second
// instance, or the browser's own silent re-send of a POST all find the first attempt.

/** A key a page may make: a UUID, a ULID, the ledger's own ids. */
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
export const isSubmissionKey = (key: string): boolean => KEY.test(key);

/** What the journal knows of a key when a submission comes with it. */
export type Claim =
  /** First time: written ahead; send it, then record the answer. `secret`: its callback's. */
  | { kind: "new"; secret: string }
  /** Sent before, answered: give the same answer. */
  | ({ kind: "answered" } & KeptAnswer)
  /** Sent before and still on its way (another request holds it): not sent twice. */
  | { kind: "in-flight"; since: number }
  /** Sent before, and no answer ever came (a crash, a timeout): a task may exist; only a person may send again. */
  | { kind: "unknown"; since: number }
  /** The key was used for another body: a page's mistake, refused. */
  | { kind: "other-body" }
  /** New key, but the same body went under another within the guard's window: not sent unless confirmed. */
  | { kind: "duplicate"; since: number; state: DuplicateRefusal["state"] }
  /** New key, but the workspace holds as many tasks as it may (WORKSPACE_MAX_TASKS): nothing written. */
  | { kind: "full"; held: number; max: number };

/** An answer as the page got it the first time: status, body (token scrubbed), the headers worth keeping. */
export type KeptAnswer = { status: number; answer: string; headers: Record<string, string> };

export const bodyHash = (body: string): string => createHash("sha256").update(body).digest("hex");

export type SubmissionJournal = ReturnType<typeof submissionJournal>;

type Database = Pick<WorkspaceDatabase, "db" | "kind">;

/**
 * `inFlightMs`: how long a submission may be on its way (the proxy's whole time limit); one
 * written longer ago with no answer was cut short (its server died), so its outcome is unknown.
 */
export function submissionJournal(
  database: Database,
  inFlightMs: number,
  now = Date.now,
  /** Told of each task a submission made (the workspace follows it). */
  made: (requestId: string, key: string) => Promise<void> = async () => undefined,
  /** Writes a change pages hear of (changes.ts); by default, only writes it. */
  stamp: Stamp = (_key, write) => write(database.db),
  /** The workspace's bound on its tasks: a new key past it is not written. */
  limit: TaskLimit | null = null,
) {
  const { db } = database;
  return {
    /**
     * What to do with a submission: send it (written ahead now), or answer from the journal.
     * `guardMs`: a body sent under another key within that long is a `duplicate`, not sent
     * (null when sending it again was meant). The key's check, the guard and the write hold
     * one lock per body, across instances: of two people sending the same body at once, one
     * sends it and the other is asked. A key known already is answered even when the workspace
     * is full: only a new task is refused. `runId`: the run whose cell it is (its maker sent it).
     */
    async claim(
      key: string,
      body: string,
      sentBy: string,
      guardMs: number | null = null,
      runId?: string,
    ): Promise<Claim> {
      const hash = bodyHash(body);
      const first = await exclusively(database, hash, async (trx) => {
        if (await trx.selectFrom("submissions").select("key").where("key", "=", key).executeTakeFirst()) return null;
        // Before the duplicate guard: a yes to its question would only meet this refusal.
        const room = limit && (await limit.room(1, trx));
        if (room && room.room === 0) return { kind: "full", held: room.held, max: limit.max } as const;
        const earlier = guardMs === null ? null : await sameBodySince(trx, hash, key, now() - guardMs);
        if (earlier) return earlier;
        const secret = randomBytes(24).toString("base64url");
        const row = { key, body, body_hash: hash, sent_by: sentBy, created_at: now(), state: "sending" as const };
        // The same key with another body (another lock) may have come in between: then it is read below.
        const written = await trx
          .insertInto("submissions")
          .values({ ...row, run_id: runId ?? null, callback_secret: secret })
          .onConflict((conflict) => conflict.column("key").doNothing())
          .executeTakeFirst();
        if (Number(written.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
        limit?.took(1);
        return { kind: "new", secret } as const;
      });
      if (first) return first;
      const row = await db.selectFrom("submissions").selectAll().where("key", "=", key).executeTakeFirst();
      // Forgotten between the two (its service refused it): the key is free again.
      if (!row) return this.claim(key, body, sentBy, guardMs, runId);
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
      const fields = { status, answer, answer_headers: JSON.stringify(headers), request_id, answered_at: now() };
      // Followed first: pages that hear of the answer hear that the server follows it, and leave it.
      if (request_id) await made(request_id, key);
      await stamp(key, async (trx) => {
        const written = await trx
          .updateTable("submissions")
          .set({ state: "answered", ...fields })
          .where("key", "=", key)
          .executeTakeFirst();
        return Number(written.numUpdatedRows) === 1;
      });
    },

    /** A submission's callback secret and task, for a callback that names its key. */
    callbackOf(key: string) {
      return db
        .selectFrom("submissions")
        .select(["callback_secret", "request_id"])
        .where("key", "=", key)
        .executeTakeFirst();
    },

    /** The service refused it (no task was made): the key may be sent again. */
    async forget(key: string): Promise<void> {
      const gone = await db.deleteFrom("submissions").where("key", "=", key).executeTakeFirst();
      limit?.took(-Number(gone.numDeletedRows));
    },

    /** No answer came (timed out, connection lost): the service may or may not have made the task. */
    async noAnswer(key: string): Promise<void> {
      await stamp(key, async (trx) => {
        const written = await trx
          .updateTable("submissions")
          .set({ state: "unknown", answered_at: now() })
          .where("key", "=", key)
          .where("state", "=", "sending")
          .executeTakeFirst();
        return Number(written.numUpdatedRows) === 1;
      });
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
