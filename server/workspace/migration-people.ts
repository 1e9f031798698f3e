import type { Kysely, Migration } from "kysely";

/** Migration 0010 (migrations.ts): too long to sit with the others. */
export const peopleMigration: Migration = {
  // People and their sessions, invites, failed sign-ins (the rate limit, shared by instances)
  // and the audit log (issue 28). Secrets are kept only as hashes.
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("people")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("email", "text", (column) => column.notNull().unique())
      .addColumn("password_hash", "text", (column) => column.notNull())
      .addColumn("role", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("sessions")
      .addColumn("id_hash", "text", (column) => column.primaryKey())
      .addColumn("person_id", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("seen_at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("sessions_by_person").on("sessions").column("person_id").execute();
    await db.schema
      .createTable("invites")
      .addColumn("token_hash", "text", (column) => column.primaryKey())
      .addColumn("role", "text", (column) => column.notNull())
      .addColumn("made_by", "text", (column) => column.notNull())
      .addColumn("expires_at", "bigint", (column) => column.notNull())
      .addColumn("used_at", "bigint")
      .execute();
    await db.schema
      .createTable("sign_in_failures")
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("at", "bigint", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("sign_in_failures_by_key").on("sign_in_failures").columns(["key", "at"]).execute();
    await db.schema
      .createTable("audit")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("at", "bigint", (column) => column.notNull())
      .addColumn("actor", "text", (column) => column.notNull())
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("detail", "text", (column) => column.notNull())
      .addColumn("address", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("audit_by_time").on("audit").column("at").execute();
  },
};

/** Migration 0011: who made each run (issue 28); tasks, verdicts and items keep theirs in their records. */
export const runMakersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("runs").addColumn("made_by", "text").execute();
  },
};

/**
 * Migration 0012: the workspace's settings by name (issue 28: the service token an owner sets,
 * kept sealed: server/access/token-cipher.ts), with who changed each and when.
 */
export const settingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("settings")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("value", "text", (column) => column.notNull())
      .addColumn("changed_by", "text", (column) => column.notNull())
      .addColumn("changed_at", "bigint", (column) => column.notNull())
      .execute();
  },
};

/**
 * Migration 0013: share links (issue 28, item 6). A link's token is its id signed with the
 * server's key (server/access/share-signing.ts): nothing secret is kept here. Targets are JSON.
 */
export const sharesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("shares")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("kind", "text", (column) => column.notNull())
      .addColumn("targets", "text", (column) => column.notNull())
      .addColumn("made_by", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("expires_at", "bigint")
      .addColumn("revoked_at", "bigint")
      .addColumn("views", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("shares_by_time").on("shares").column("created_at").execute();
  },
};
