import { existsSync } from "node:fs";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, type TestDatabase } from "../test/databases.ts";
import { DATABASE_FILE, openDatabase } from "./database.ts";
import { MIGRATION_NAMES, migrate } from "./migrations.ts";
import { bodyHash, submissionJournal } from "./submissions.ts";

describe.each(DATABASE_KINDS)("the workspace's migrations on $kind", ({ kind, fresh }) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await fresh();
  });
  afterEach(() => test.drop());

  it("bring a database made by the previous version forward, keeping its rows", async () => {
    const previous = MIGRATION_NAMES.at(-2)!;
    // The previous version's database: its migrations only, and a submission written by it
    // (with the columns every version since the first has).
    const old = await openDatabase({ ...test.settings, migrateTo: previous });
    const written = { key: "key-from-before", body: "{}", body_hash: bodyHash("{}"), sent_by: "local" };
    await old.db
      .insertInto("submissions")
      .values({ ...written, created_at: 1_000, state: "sending" })
      .execute();
    await old.close();

    const opened = await openDatabase(test.settings);
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(opened.db);
      expect(applied.rows.map((row) => row.name)).toEqual(MIGRATION_NAMES);
      expect(await submissionJournal(opened, 60_000, () => 2_000).claim("key-from-before", "{}", "local")).toEqual({
        kind: "in-flight",
        since: 1_000,
      });
      // 0018: a model's neighbours have their table, a file its zip entries (none before).
      expect(await opened.db.selectFrom("archive_neighbours").selectAll().execute()).toEqual([]);
      expect(await opened.db.selectFrom("archive_files").select("entries").execute()).toEqual([]);
      // Started again: nothing left to run.
      expect(await migrate(opened.db as Kysely<unknown>)).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("run once when two instances start on the same database together", async () => {
    const [one, two] = await Promise.all([openDatabase(test.settings), openDatabase(test.settings)]);
    try {
      const applied = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(one.db);
      expect(Number(applied.rows[0]!.n)).toBe(MIGRATION_NAMES.length);
      expect(two.kind).toBe(kind === "SQLite" ? "sqlite" : "postgres");
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  if (kind === "SQLite")
    it("make the data folder and its one database file at the first start", async () => {
      const dataDir = path.join(test.settings.dataDir, "nested", "data");
      const opened = await openDatabase({ dataDir });
      await opened.close();
      expect(existsSync(path.join(dataDir, DATABASE_FILE))).toBe(true);
      expect(opened.where).toBe(path.join(dataDir, DATABASE_FILE));
    });
});
