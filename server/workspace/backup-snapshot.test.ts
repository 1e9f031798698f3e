import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { localFolderStorage } from "../archive/local-folder.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";
import { archiveOf, newWorkspace, restoreFile, rowsOf, type Cleanups } from "../test/workspace-backup.ts";
import { backupWorkspace } from "./backup.ts";
import { openDatabase } from "./database.ts";
import type { WorkspaceSchema } from "./schema.ts";

// A backup made while a server writes (here: another connection to the same database) holds the
// workspace as it was at one instant: none of the rows written once it began reading.

const submission = (key: string, body: string) => ({
  key,
  body,
  body_hash: key,
  sent_by: "local",
  created_at: 1,
  state: "answered" as const,
  status: 200,
  answer: null,
  answer_headers: null,
  request_id: null,
  answered_at: 1,
  callback_secret: null,
  change_seq: null,
});

const bytes = Buffer.from("a result the retention sweep removes");
const hash = createHash("sha256").update(bytes).digest("hex");
const archived = {
  id: "0:key-000",
  task_key: "key-000",
  n: 0,
  url: "http://files.example/0.mp4",
  name: "0.mp4",
  state: "archived" as const,
  next_try_at: 1,
  lease_owner: null,
  lease_until: null,
  error: null,
  hash,
  size: bytes.length,
  content_type: "video/mp4",
  created_at: 1,
  archived_at: 1,
};

/**
 * What a running server writes meanwhile: a submission after every other (by key), a person, and
 * an archived file removed (its row first, then its bytes, as the retention sweep removes them).
 */
async function writeMeanwhile(db: Kysely<WorkspaceSchema>, archiveDir: string) {
  await db.insertInto("submissions").values(submission("zz-written-meanwhile", "{}")).execute();
  const person = { id: "p-late", email: "late@example.com", password_hash: "x", role: "owner", created_at: 1 };
  await db.insertInto("people").values(person).execute();
  await db
    .updateTable("archive_files")
    .set({ state: "removed" as never })
    .execute();
  await localFolderStorage(archiveDir).remove(hash);
}

describe.each(DATABASE_KINDS)("a backup on $kind while a server writes", { timeout: 60_000 }, ({ fresh }) => {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("holds the rows of one instant, none written after it began", async () => {
    const settings = await newWorkspace(fresh, cleanups);
    const database = await openDatabase(settings);
    const server = await openDatabase(settings);
    try {
      // Random text, which gzip cannot shrink: the backup's output flows while it reads the first rows.
      const rows = Array.from({ length: 300 }, (_, i) =>
        submission(`key-${String(i).padStart(3, "0")}`, randomBytes(3000).toString("base64")),
      );
      for (let i = 0; i < rows.length; i += 100)
        await database.db
          .insertInto("submissions")
          .values(rows.slice(i, i + 100))
          .execute();
      await database.db.insertInto("archive_files").values(archived).execute();
      await localFolderStorage(archiveOf(settings)).put(hash, bytes);
      const file = path.join(tempDataDir(), "backup.tar.gz");
      const out = createWriteStream(file);
      let written: Promise<void> | undefined;
      // Its first bytes wait until the server's writes are committed: the backup reads on after them.
      const output = new Writable({
        write(chunk: Buffer, _encoding, done) {
          written ??= writeMeanwhile(server.db, archiveOf(settings));
          written.then(() => out.write(chunk, done), done);
        },
        final: (done) => out.end(done),
      });
      const summary = await backupWorkspace(database, archiveOf(settings), output);
      expect(written).toBeDefined();
      expect(await server.db.selectFrom("submissions").select("key").execute()).toHaveLength(301);
      expect(summary.rows).toMatchObject({ submissions: 300, people: 0, archive_files: 1 });
      // The row of the instant says archived; its bytes went before they were read, and that is said.
      expect(summary).toMatchObject({ files: 0, missing: 1 });

      const into = await newWorkspace(fresh, cleanups);
      await restoreFile(file, into);
      const restored = await rowsOf(into);
      expect(restored.submissions!.map((row) => (row as { key: string }).key)).toEqual(rows.map((row) => row.key));
      expect(restored.people).toEqual([]);
      expect(restored.archive_files).toMatchObject([{ state: "archived", hash }]);
    } finally {
      await server.close();
      await database.close();
    }
  });
});
