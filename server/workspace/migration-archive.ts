import { sql, type Kysely, type Migration } from "kysely";

/**
 * Migration 0016: the archive of finished tasks' result files (issue 29). One row per file to
 * copy (a task's nth result), with the lease by which one instance copies it, its tries, and once
 * copied the hash its bytes are kept under, its type and size. A task is marked once its files
 * are queued, so the archiver's look for newly completed tasks reads only unmarked rows; the
 * tasks already in a workspace are marked here: a history is not all copied at the first start.
 */
export const archiveMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("archive_files")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("task_key", "text", (column) => column.notNull())
      .addColumn("n", "integer", (column) => column.notNull())
      .addColumn("url", "text", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("next_try_at", "bigint", (column) => column.notNull())
      .addColumn("lease_owner", "text")
      .addColumn("lease_until", "bigint")
      .addColumn("error", "text")
      .addColumn("hash", "text")
      .addColumn("size", "bigint")
      .addColumn("content_type", "text")
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("archived_at", "bigint")
      .execute();
    await db.schema.createIndex("archive_files_due").on("archive_files").columns(["state", "next_try_at"]).execute();
    await db.schema.createIndex("archive_files_by_task").on("archive_files").column("task_key").execute();
    await db.schema.createIndex("archive_files_by_hash").on("archive_files").column("hash").execute();
    await db.schema
      .alterTable("tasks")
      .addColumn("archive_queued", "integer", (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`update tasks set archive_queued = 1`.execute(db);
    await db.schema.createIndex("tasks_to_archive").on("tasks").columns(["archive_queued", "status"]).execute();
  },
};
