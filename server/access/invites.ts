import { randomBytes } from "node:crypto";
import { ACCESS_PAGES, INVITE_HOURS, type Person, type Role } from "../../src/contract/access.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { exclusively } from "../workspace/exclusive.ts";
import { insertPerson, personRow } from "./people.ts";
import { secretHash } from "./sessions.ts";

// An invite is a link with a one-use token (its hash kept), good for INVITE_HOURS.

/** A new invite for `role`: the join page's path with its token after `#`, and its expiry. */
export async function makeInvite({ db }: WorkspaceDatabase, role: Role, madeBy: string, now = Date.now()) {
  const token = randomBytes(24).toString("base64url");
  const expiresAt = now + INVITE_HOURS * 3600_000;
  await db
    .insertInto("invites")
    .values({ token_hash: secretHash(token), role, made_by: madeBy, expires_at: expiresAt, used_at: null })
    .execute();
  return { link: `${ACCESS_PAGES.join}#${token}`, role, expiresAt };
}

/**
 * Makes the account an invite is for: "unusable" when the token is unknown, used or expired;
 * null when the email has an account (the invite stays usable). The token is taken under a
 * lock, so two people using one link at once make one account.
 */
export async function useInvite(
  database: WorkspaceDatabase,
  token: string,
  email: string,
  password: string,
  now = Date.now(),
): Promise<Person | null | "unusable"> {
  const hash = secretHash(token);
  const usable = (db: WorkspaceDatabase["db"]) =>
    db
      .selectFrom("invites")
      .select("role")
      .where("token_hash", "=", hash)
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .executeTakeFirst();
  const first = await usable(database.db);
  if (!first) return "unusable";
  const row = await personRow(email, password, first.role as Role, now);
  return exclusively(database, "invites", async (db) => {
    if (!(await usable(db))) return "unusable";
    const person = await insertPerson(db, row);
    if (person) await db.updateTable("invites").set({ used_at: now }).where("token_hash", "=", hash).execute();
    return person;
  });
}
