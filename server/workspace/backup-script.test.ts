import { execFile } from "node:child_process";
import { createReadStream, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { freshPostgres, freshSqlite } from "../test/databases.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";
import { archiveFiles, archiveOf, expectEmpty, newWorkspace, rowsOf, type Cleanups } from "../test/workspace-backup.ts";
import { fillWorkspace } from "../test/workspace-fill.ts";
import { tarEntries } from "./backup-tar.ts";
import { openDatabase } from "./database.ts";

// `npm run workspace:backup` and `npm run workspace:restore` as real processes: an embedded
// workspace backed up, then restored into PostgreSQL; what is not a backup, or is cut short, is
// refused in one line with exit code 1.

const run = promisify(execFile);
const npm = (script: string, file: string, env: Record<string, string>) =>
  run("npm", ["run", "--silent", script, "--", file], {
    env: { ...process.env, DATABASE_URL: "", S3_BUCKET: "", ...env },
  }).then(
    ({ stdout }) => ({ code: 0, said: stdout }),
    (error: { code: number; stderr: string }) => ({ code: error.code, said: error.stderr }),
  );

/** Each table's rows in one order whatever the database (their collations differ). */
const sorted = (rows: Record<string, unknown[]>) =>
  Object.fromEntries(
    Object.entries(rows).map(([table, list]) => [table, list.map((row) => JSON.stringify(row)).sort()]),
  );

describe("the backup and restore scripts", { timeout: 120_000 }, () => {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("back up an embedded workspace and restore it into PostgreSQL", async () => {
    const from = await newWorkspace(freshSqlite, cleanups);
    const database = await openDatabase(from);
    await fillWorkspace(database.db, archiveOf(from)).finally(() => database.close());
    const file = path.join(tempDataDir(), "taskdeck-backup.tar.gz");

    const backup = await npm("workspace:backup", file, { DATA_DIR: from.dataDir });
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.said).toContain("250 submissions, 120 tasks, 110 verdicts, 2 runs, 130 items, 2 people");
    expect(backup.said).toContain("3 archive files (3.1 MB)");
    const again = await npm("workspace:backup", file, { DATA_DIR: from.dataDir });
    expect(again).toEqual({
      code: 1,
      said: `workspace:backup: no backup written: ${file} exists already: give the name of a new file.\n`,
    });

    const into = await newWorkspace(freshPostgres, cleanups);
    const restored = await npm("workspace:restore", file, { DATA_DIR: into.dataDir, DATABASE_URL: into.databaseUrl! });
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.said).toContain("into PostgreSQL at 127.0.0.1:5432/");
    expect(sorted(await rowsOf(into))).toEqual(sorted(await rowsOf(from)));
    expect(archiveFiles(archiveOf(into))).toEqual(archiveFiles(archiveOf(from)));

    // With the archive in a bucket: the database alone, and the backup says so.
    const bucketless = path.join(tempDataDir(), "database-alone.tar.gz");
    const alone = await npm("workspace:backup", bucketless, { DATA_DIR: from.dataDir, S3_BUCKET: "results" });
    expect(alone.said).toContain("no archive files: they are in the S3 bucket (S3_BUCKET)");
    const names: string[] = [];
    for await (const entry of tarEntries(createReadStream(bucketless))) {
      names.push(entry.path);
      entry.body.resume();
    }
    expect(names.filter((name) => name.startsWith("archive/"))).toEqual([]);
  });

  it("refuse what is not a backup, and one cut short, in one line", async () => {
    const into = await newWorkspace(freshSqlite, cleanups);
    const notOne = await npm("workspace:restore", "package.json", { DATA_DIR: into.dataDir });
    expect(notOne).toEqual({
      code: 1,
      said: "workspace:restore: nothing restored: it is not a Taskdeck workspace backup (not a gzip file).\n",
    });

    const from = await newWorkspace(freshSqlite, cleanups);
    const database = await openDatabase(from);
    await fillWorkspace(database.db, archiveOf(from)).finally(() => database.close());
    const file = path.join(tempDataDir(), "taskdeck-backup.tar.gz");
    expect(await npm("workspace:backup", file, { DATA_DIR: from.dataDir })).toMatchObject({ code: 0 });
    const bytes = readFileSync(file);
    writeFileSync(file, bytes.subarray(0, bytes.length - 100_000));
    const cut = await npm("workspace:restore", file, { DATA_DIR: into.dataDir });
    expect(cut).toEqual({
      code: 1,
      said: "workspace:restore: nothing restored: the backup is damaged or cut short (unexpected end of file).\n",
    });
    await expectEmpty(into);
  });
});
