import { Migrator, type Kysely, type Migration } from "kysely";
import { peopleMigration, runMakersMigration, settingsMigration, sharesMigration } from "./migration-people.ts";
import { verdictsAndSendersMigration } from "./migration-verdicts.ts";
import { reviewQueuesMigration } from "./migration-queues.ts";
import { archiveMigration } from "./migration-archive.ts";
import { neighboursMigration } from "./migration-neighbours.ts";

// Versioned, forward only: a migration once shipped is never edited; a change is a new one.
// Each runs on SQLite and PostgreSQL alike, so only types both know are used (bigint for
// times, text for JSON). Kysely's migrator holds a lock table, so instances starting together
// run each migration once.

const migrations: Record<string, Migration> = {
  "0001-submissions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("submissions")
        .addColumn("key", "text", (column) => column.primaryKey())
        .addColumn("body", "text", (column) => column.notNull())
        .addColumn("body_hash", "text", (column) => column.notNull())
        .addColumn("sent_by", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("state", "text", (column) => column.notNull())
        .addColumn("status", "integer")
        .addColumn("answer", "text")
        .addColumn("request_id", "text")
        .addColumn("answered_at", "bigint")
        .execute();
    },
  },
  "0002-submissions-lookups": {
    // The duplicate guard looks up a body's hash among the last minutes' submissions, and
    // lists are read newest first.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("submissions_by_body")
        .on("submissions")
        .columns(["body_hash", "created_at"])
        .execute();
      await db.schema.createIndex("submissions_by_time").on("submissions").column("created_at").execute();
    },
  },
  "0003-answer-headers": {
    // A replay gives the first answer's type and headers too, not only its body.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("answer_headers", "text").execute();
    },
  },
  "0004-tasks": {
    // The tasks the server follows: the last record heard, and when to check next under whose
    // lease (an instance claims a due task for the length of one check; one that died lets go).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("tasks")
        .addColumn("request_id", "text", (column) => column.primaryKey())
        .addColumn("submission_key", "text")
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .addColumn("status", "text")
        .addColumn("record", "text")
        .addColumn("finished", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("checks", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("failed_checks", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_check_at", "bigint", (column) => column.notNull())
        .addColumn("lease_until", "bigint")
        .addColumn("lease_owner", "text")
        .execute();
      await db.schema.createIndex("tasks_due").on("tasks").columns(["finished", "next_check_at"]).execute();
    },
  },
  "0005-callback-secrets": {
    // Each submission's own secret, in the callback_url it carries when the server has a public URL.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("callback_secret", "text").execute();
    },
  },
  "0006-changes": {
    // Each change a page should hear of (an answer, a record a check brought) stamps its
    // submission with the next number: a page reads what changed since the last one it saw.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("change_seq", "bigint").execute();
      await db.schema.createIndex("submissions_by_change").on("submissions").column("change_seq").execute();
      await db.schema.alterTable("tasks").addColumn("problem", "text").execute();
    },
  },
  "0007-verdicts": {
    // A task's verdict, by its submission's key (a page's entry id): the newest copy is kept.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("verdicts")
        .addColumn("task_key", "text", (column) => column.primaryKey())
        .addColumn("verdict", "text", (column) => column.notNull())
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .execute();
    },
  },
  "0008-runs": {
    // The runs the server sends (a page makes them), stamped with the change numbers the tasks
    // have; and named leases, by which one instance at a time sends the runs' cells.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("runs")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("run", "text")
        .addColumn("pace", "text", (column) => column.notNull())
        .addColumn("created_at", "bigint", (column) => column.notNull())
        .addColumn("active", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("change_seq", "bigint")
        .execute();
      await db.schema.createIndex("runs_by_change").on("runs").column("change_seq").execute();
      await db.schema.createIndex("runs_active").on("runs").column("active").execute();
      await db.schema
        .createTable("leases")
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("owner", "text", (column) => column.notNull())
        .addColumn("until", "bigint", (column) => column.notNull())
        .execute();
    },
  },
  "0009-items": {
    // What a team shares beside tasks and runs (presets, judgements: contract/shared-item.ts), by
    // kind and id; a removal keeps its row (item null) so that an older copy cannot bring it back.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("items")
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("id", "text", (column) => column.notNull())
        .addColumn("item", "text")
        .addColumn("updated_at", "bigint", (column) => column.notNull())
        .addColumn("change_seq", "bigint")
        .addPrimaryKeyConstraint("items_key", ["kind", "id"])
        .execute();
      await db.schema.createIndex("items_by_change").on("items").column("change_seq").execute();
      // Moving in looks a task up by its request_id (another browser's copy of the same import),
      // and the follower joins on it: without an index, a scan of the journal each time.
      await db.schema.createIndex("submissions_by_request_id").on("submissions").column("request_id").execute();
    },
  },
  "0010-people": peopleMigration,
  "0011-run-makers": runMakersMigration,
  "0012-settings": settingsMigration,
  "0013-shares": sharesMigration,
  "0014-verdicts-and-senders": verdictsAndSendersMigration,
  "0015-review-queues": reviewQueuesMigration,
  "0016-archive": archiveMigration,
  "0017-task-removals": {
    // A task deleted from the workspace (issue 29) keeps its submission as a tombstone: pages
    // hear it is gone, and its key is never sent again. The retention sweep looks for copies
    // archived before a time (marked "removed" in archive_files' state: no new column).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("submissions").addColumn("removed_at", "bigint").execute();
      await db.schema.alterTable("submissions").addColumn("removed_by", "text").execute();
      await db.schema
        .createIndex("archive_files_by_age")
        .on("archive_files")
        .columns(["state", "archived_at"])
        .execute();
    },
  },
  "0018-archive-neighbours": neighboursMigration,
};

/** The migrations' names, oldest first. */
export const MIGRATION_NAMES = Object.keys(migrations).sort();

export function migrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Brings the database to `target` (default: the newest); throws with the failing migration's name. */
export async function migrate(db: Kysely<unknown>, target?: string): Promise<string[]> {
  const to = migrator(db);
  const { error, results = [] } = target ? await to.migrateTo(target) : await to.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error && failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed.migrationName} failed (${reason}); the server does not start on it`, {
      cause: error,
    });
  }
  if (error) throw error;
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
