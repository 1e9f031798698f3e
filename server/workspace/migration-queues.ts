import type { Kysely, Migration } from "kysely";

/**
 * Migration 0015: review queues (issue 28). A queue's items are frozen when it is made, one row
 * each by its place (from 1); an item's lease says which assignee's Next holds it, and until when.
 * Assignees are JSON. Whether an item is done is read from the verdicts, never kept here.
 */
export const reviewQueuesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("review_queues")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("made_by", "text", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
      .addColumn("assignees", "text", (column) => column.notNull())
      .execute();
    await db.schema.createIndex("review_queues_by_time").on("review_queues").column("created_at").execute();
    await db.schema
      .createTable("review_queue_items")
      .addColumn("queue_id", "text", (column) => column.notNull())
      .addColumn("position", "integer", (column) => column.notNull())
      .addColumn("task_key", "text", (column) => column.notNull())
      .addColumn("lease_owner", "text")
      .addColumn("lease_until", "bigint")
      .addPrimaryKeyConstraint("review_queue_items_key", ["queue_id", "position"])
      .execute();
  },
};
