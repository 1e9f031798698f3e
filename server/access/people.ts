import { randomUUID } from "node:crypto";
import type { Person, Role } from "../../src/contract/access.ts";
import type { Kysely } from "kysely";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import type { WorkspaceSchema } from "../workspace/schema.ts";
import { exclusively } from "../workspace/exclusive.ts";
import { hashPassword } from "./passwords.ts";

// The workspace's people (issue 28). An email is kept lower-cased and trimmed: the same person
// typing it differently is one account.

type Row = { id: string; email: string; role: string; created_at: number | string; password_hash: string };

export const emailKey = (email: string) => email.trim().toLowerCase();

export const personOf = (row: Row): Person => ({
  id: row.id,
  email: row.email,
  role: row.role as Role,
  createdAt: Number(row.created_at),
});

export async function findByEmail({ db }: WorkspaceDatabase, email: string): Promise<Row | undefined> {
  return db.selectFrom("people").selectAll().where("email", "=", emailKey(email)).executeTakeFirst();
}

export async function findById({ db }: WorkspaceDatabase, id: string): Promise<Row | undefined> {
  return db.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function hasPeople({ db }: WorkspaceDatabase): Promise<boolean> {
  return (await db.selectFrom("people").select("id").limit(1).executeTakeFirst()) !== undefined;
}

/** A new account's row, its password hashed (slow by design: done before any lock is taken). */
export async function personRow(email: string, password: string, role: Role, now = Date.now()) {
  return {
    id: randomUUID(),
    email: emailKey(email),
    password_hash: await hashPassword(password),
    role,
    created_at: now,
  };
}

/** Keeps a new account; null when the email has one already. */
export async function insertPerson(
  db: Kysely<WorkspaceSchema>,
  row: Row & { created_at: number },
): Promise<Person | null> {
  const kept = await db
    .insertInto("people")
    .values(row)
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return Number(kept.numInsertedOrUpdatedRows ?? 0) > 0 ? personOf(row) : null;
}

export async function createPerson(database: WorkspaceDatabase, email: string, password: string, role: Role) {
  return insertPerson(database.db, await personRow(email, password, role));
}

export async function listPeople({ db }: WorkspaceDatabase): Promise<Person[]> {
  const rows = await db.selectFrom("people").selectAll().orderBy("created_at").orderBy("email").execute();
  return rows.map(personOf);
}

export async function setPassword({ db }: WorkspaceDatabase, id: string, password: string): Promise<void> {
  await db
    .updateTable("people")
    .set({ password_hash: await hashPassword(password) })
    .where("id", "=", id)
    .execute();
}

/**
 * Changes a person's role, or removes them (role null), unless that would leave the workspace
 * with no owner: "last_owner". Under the people's lock, so two owners demoting each other at
 * once cannot both succeed.
 */
export async function changePerson(
  database: WorkspaceDatabase,
  id: string,
  role: Role | null,
): Promise<"done" | "unknown" | "last_owner"> {
  return exclusively(database, "people", async (trx) => {
    const person = await trx.selectFrom("people").select(["role"]).where("id", "=", id).executeTakeFirst();
    if (!person) return "unknown";
    if (person.role === "owner" && role !== "owner") {
      const owners = await trx.selectFrom("people").select("id").where("role", "=", "owner").execute();
      if (owners.length <= 1) return "last_owner";
    }
    if (role) await trx.updateTable("people").set({ role }).where("id", "=", id).execute();
    else {
      await trx.deleteFrom("sessions").where("person_id", "=", id).execute();
      await trx.deleteFrom("people").where("id", "=", id).execute();
    }
    return "done";
  });
}

/** The first owner, unless someone has an account already (two setups at once make one): null then. */
export async function createFirstOwner(database: WorkspaceDatabase, email: string, password: string) {
  const row = await personRow(email, password, "owner");
  return exclusively(database, "people", async (db) =>
    (await db.selectFrom("people").select("id").limit(1).executeTakeFirst()) ? null : insertPerson(db, row),
  );
}
