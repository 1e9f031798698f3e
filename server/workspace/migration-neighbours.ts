import type { Kysely, Migration } from "kysely";

/**
 * Migration 0018: what the archive keeps beside a model (issue 29). A .gltf's buffers and images,
 * an .obj's .mtl and its textures are each a copy of their own in `archive_neighbours`, by the
 * model's file (task key, n) and the path the model names them by, relative to its folder: no
 * queue of their own (they are copied within their model's copy, recorded with it, and go with
 * it). A zip's model entries are listed on its file (`entries`, JSON).
 */
export const neighboursMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("archive_neighbours")
      .addColumn("task_key", "text", (column) => column.notNull())
      .addColumn("n", "integer", (column) => column.notNull())
      .addColumn("path", "text", (column) => column.notNull())
      .addColumn("hash", "text", (column) => column.notNull())
      .addColumn("size", "bigint", (column) => column.notNull())
      .addColumn("content_type", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("archive_neighbours_key", ["task_key", "n", "path"])
      .execute();
    await db.schema.createIndex("archive_neighbours_by_hash").on("archive_neighbours").column("hash").execute();
    await db.schema.alterTable("archive_files").addColumn("entries", "text").execute();
  },
};
