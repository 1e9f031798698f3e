import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, freshSqlite } from "../test/databases.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";
import {
  archiveFiles,
  archiveOf,
  backedUp,
  expectEmpty,
  newWorkspace,
  postgresTables,
  restoreFile,
  rewritten,
  rowsOf,
  stagedFiles,
  type Cleanups,
} from "../test/workspace-backup.ts";
import { CLOSING, MANIFEST } from "./backup-format.ts";
import { openDatabase } from "./database.ts";
import { MIGRATION_NAMES } from "./migrations.ts";

// A workspace backed up and restored on each database, never a mock: every table's rows and every
// archive file's bytes come back; a backup that is damaged, cut short or of a newer Taskdeck, and
// a workspace that is not empty, are refused, and leave the target as it was.

describe.each(DATABASE_KINDS)("backing up and restoring a workspace on $kind", { timeout: 60_000 }, ({ fresh }) => {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("brings back every table's rows and every archive file's bytes, into an empty workspace", async () => {
    const { file, settings, rows } = await backedUp(fresh, cleanups);
    expect(rows.submissions).toHaveLength(250);
    expect(rows.sign_in_failures).toHaveLength(3);
    const into = await newWorkspace(fresh, cleanups);
    const restored = await restoreFile(file, into);
    expect(restored).toMatchObject({ files: 3, bytes: 3 * 1024 * 1024 + 8, manifest: { archive: "included" } });
    expect(await rowsOf(into)).toEqual(rows);
    expect(Object.keys(archiveFiles(archiveOf(into)))).toHaveLength(3);
    expect(archiveFiles(archiveOf(into))).toEqual(archiveFiles(archiveOf(settings)));
    expect(stagedFiles(archiveOf(into))).toEqual([]);

    // Again into the same one: it holds a workspace now, and nothing is restored twice.
    await expect(restoreFile(file, into)).rejects.toThrow(/already holds a workspace \(250 rows in submissions\)/);
    expect(await rowsOf(into)).toEqual(rows);
  });

  it("refuses a backup cut short or damaged, and leaves the target empty", async () => {
    const { file } = await backedUp(fresh, cleanups);
    const bytes = readFileSync(file);
    const cut = path.join(tempDataDir(), "cut.tar.gz");
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
    const into = await newWorkspace(fresh, cleanups);
    await expect(restoreFile(cut, into)).rejects.toThrow(
      /the backup is damaged or cut short \(unexpected end of file\)/,
    );
    await expectEmpty(into);

    const damaged = path.join(tempDataDir(), "damaged.tar.gz");
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, flipped);
    await expect(restoreFile(damaged, into)).rejects.toThrow(/the backup is damaged or cut short/);
    await expectEmpty(into);

    // Whole as gzip and tar, but without its closing entry: the rows it held are not kept.
    const unclosed = await rewritten(file, (name, entry) => (name === CLOSING ? null : entry));
    await expect(restoreFile(unclosed, into)).rejects.toThrow(/the backup is cut short: it ends before end.json/);
    await expectEmpty(into);
  });

  it("refuses an archive file whose bytes are not its hash, and leaves no file behind", async () => {
    const { file } = await backedUp(fresh, cleanups);
    const edited = await rewritten(file, (name, bytes) =>
      name.startsWith("archive/") && bytes.length > 1000 ? Buffer.concat([bytes.subarray(1), Buffer.from("!")]) : bytes,
    );
    const into = await newWorkspace(fresh, cleanups);
    await expect(restoreFile(edited, into)).rejects.toThrow(
      /the bytes of archive file [0-9a-f]{64} hash to [0-9a-f]{64}/,
    );
    await expectEmpty(into);
  });

  it("refuses a backup of a newer Taskdeck before it opens the target", async () => {
    const { file } = await backedUp(fresh, cleanups);
    const newer = await rewritten(file, (name, bytes) =>
      name === MANIFEST
        ? Buffer.from(bytes.toString().replace(/"migration": "[^"]+"/, '"migration": "9999-newer"'))
        : bytes,
    );
    const into = await newWorkspace(fresh, cleanups);
    await expect(restoreFile(newer, into)).rejects.toThrow(
      `the backup was made by a newer Taskdeck (its database is at migration 9999-newer; this one knows up to ${MIGRATION_NAMES.at(-1)})`,
    );
    if (into.databaseUrl) expect(await postgresTables(into.databaseUrl)).toBe(0);
    else expect(existsSync(path.join(into.dataDir, "taskdeck.sqlite"))).toBe(false);
  });
});

describe("restoring a backup of an older migration", () => {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("restores its rows at their migration, then brings them forward", async () => {
    // Before 0016, which marks the tasks already there as queued for the archive.
    const previous = "0015-review-queues";
    const task = { request_id: "req-old", submission_key: null, created_at: 1, updated_at: 1, next_check_at: 1 };
    const { file } = await backedUp(
      freshSqlite,
      cleanups,
      async (db) => {
        const none = { record: null, lease_until: null, lease_owner: null, problem: null };
        await db
          .insertInto("tasks")
          .values({ ...task, ...none, status: "completed" })
          .execute();
      },
      previous,
    );
    const into = await newWorkspace(freshSqlite, cleanups);
    expect((await restoreFile(file, into)).manifest.migration).toBe(previous);
    const database = await openDatabase(into);
    try {
      // 0016 ran on the restored rows.
      const tasks = await database.db.selectFrom("tasks").select(["request_id", "archive_queued"]).execute();
      expect(tasks).toEqual([{ request_id: "req-old", archive_queued: 1 }]);
    } finally {
      await database.close();
    }
  });
});
