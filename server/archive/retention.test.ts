import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ARCHIVE_USAGE_PATH, archiveFilePath } from "../../src/contract/archive.ts";
import { sharedPageSchema, WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { fromPage } from "../test/app-server.ts";
import { archiveAppOnEach, archiveContents, archiveState, attachResults, settledArchive } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { changeSignal } from "../workspace/changes.ts";
import { openDatabase } from "../workspace/database.ts";
import { localFolderStorage } from "./local-folder.ts";
import { newestChange } from "../workspace/shared-tasks.ts";
import { retentionReason, sweepRetention } from "./retention.ts";

// Issue 29, point 5, over real HTTP on both databases: past ARCHIVE_RETENTION_DAYS a copy is
// removed (its file then says why, and is no longer served), every page hears it, and its bytes go
// unless a newer copy holds the same. The sweep is given its clock: no test waits for days.

const DAY_MS = 24 * 3600_000;
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const SHARED = "the same bytes, kept twice";

describe.each(DATABASE_KINDS)("the archive's retention period, on $kind", { timeout: 60_000 }, ({ fresh }) => {
  const held = archiveAppOnEach(fresh, { ARCHIVE_RETENTION_DAYS: "30" });

  const get = (p: string) => fetch(`${held.app.url}${p}`, { headers: fromPage(held.app) });
  const archivedTask = async (key: string, bytes: string) => {
    await attachResults(held.app, `prompt of ${key}`, [{ name: `${key}.txt`, bytes }]);
    expect((await submitKeyed(held.app, key, `prompt of ${key}`)).status).toBe(200);
    expect((await settledArchive(held.app, key)).files[0]!.state).toBe("archived");
  };

  it("removes copies past the period, keeps bytes a newer copy holds, and tells every page", async () => {
    await archivedTask("key-kept-0001", SHARED);
    await archivedTask("key-kept-0002", "bytes of the old task alone");
    await archivedTask("key-kept-0003", SHARED);
    expect(archiveContents(held.dir).kept).toHaveLength(2);

    // The sweep, as the instance holding its lease runs it, with its clock 30 days after the newest copy.
    const opened = await openDatabase(held.database.settings);
    const signal = await changeSignal(opened, held.database.settings.databaseUrl);
    try {
      const newest = await opened.db
        .selectFrom("archive_files")
        .select("archived_at")
        .where("task_key", "=", "key-kept-0003")
        .executeTakeFirstOrThrow();
      const before = await newestChange(opened);
      const now = Number(newest.archived_at) + 30 * DAY_MS;
      const sweep = () => sweepRetention(opened, localFolderStorage(held.dir), signal.stamp, { days: 30, now });
      expect(await sweep()).toBe(2);
      // Another instance's sweep after it finds nothing more.
      expect(await sweep()).toBe(0);

      const { text: reason } = retentionReason(30);
      expect(reason).toBe("Removed after the workspace's retention period of 30 days.");
      for (const key of ["key-kept-0001", "key-kept-0002"]) {
        // In English, and as a code with its figure, which each page words in its language.
        const why = { code: "retention", days: 30, text: reason };
        expect((await archiveState(held.app, key)).files).toMatchObject([{ state: "removed", reason, why }]);
        expect((await get(archiveFilePath(key, 0))).status).toBe(404);
      }
      const newer = await get(archiveFilePath("key-kept-0003", 0));
      expect([newer.status, await newer.text()]).toEqual([200, SHARED]);
      expect(archiveContents(held.dir)).toEqual({ kept: [sha256(Buffer.from(SHARED))], staging: [] });

      // Heard as changes after the sweep began: the two tasks, each with its removed copy.
      const page = sharedPageSchema.parse(await (await get(`${WORKSPACE_TASKS_PATH}?since=${before}`)).json());
      expect(page.tasks.map(({ key, archive }) => [key, archive?.[0]?.state, archive?.[0]?.reason])).toEqual([
        ["key-kept-0001", "removed", reason],
        ["key-kept-0002", "removed", reason],
      ]);
      const usage = await (await get(ARCHIVE_USAGE_PATH)).json();
      expect(usage).toMatchObject({ usedBytes: SHARED.length, files: 1, retentionDays: 30, quotaBytes: null });
    } finally {
      await signal.close();
      await opened.close();
    }
  });
});
