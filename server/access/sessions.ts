import { createHash, randomBytes } from "node:crypto";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { findById } from "./people.ts";

// Sessions live in the database, so any instance knows them and signing out ends them on every
// one. The cookie holds a random id; the database only its SHA-256, so a copy of the database
// signs nobody in.

export const SESSION_COOKIE = "taskdeck_session";
/** How often a session's last use is written: not on every request. */
const SEEN_STEP_MS = 60_000;

export const secretHash = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/** A new session for `personId`: the cookie's value. */
export async function startSession({ db }: WorkspaceDatabase, personId: string, now = Date.now()): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({ id_hash: secretHash(id), person_id: personId, created_at: now, seen_at: now })
    .execute();
  return id;
}

/** The person a cookie's session belongs to, while it has been used within `idleMs`; an idle one ends. */
export async function sessionPerson(database: WorkspaceDatabase, id: string, idleMs: number, now = Date.now()) {
  const idHash = secretHash(id);
  const { db } = database;
  const session = await db.selectFrom("sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
  if (!session) return null;
  if (now - Number(session.seen_at) > idleMs) {
    await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    return null;
  }
  const person = await findById(database, session.person_id);
  if (!person) return null;
  if (now - Number(session.seen_at) > SEEN_STEP_MS)
    await db.updateTable("sessions").set({ seen_at: now }).where("id_hash", "=", idHash).execute();
  return { person, idHash };
}

/** Ends one session (by its hash), or every session of a person but `keep`. */
export async function endSession({ db }: WorkspaceDatabase, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

export async function endSessionsOf({ db }: WorkspaceDatabase, personId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("person_id", "=", personId);
  if (keep) query = query.where("id_hash", "!=", keep);
  await query.execute();
}
