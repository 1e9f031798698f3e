import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ARCHIVE_USAGE_PATH } from "../../src/contract/archive.ts";
import { sharedPageSchema, WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { fromPage } from "../test/app-server.ts";
import { archiveAppOnEach, archiveContents, attachResults, settledArchive } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";

// Issue 29, point 5, over real HTTP on both databases: ARCHIVE_QUOTA_BYTES bounds what the archive
// holds, each stored copy counted once. A copy that would pass it is given up at once with why,
// nothing of it kept, its task COMPLETED all the same; the same bytes kept already cost nothing.

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const filled = (byte: number, length: number) => new Uint8Array(length).fill(byte);

describe.each(DATABASE_KINDS)("the archive's quota, on $kind", { timeout: 60_000 }, ({ fresh }) => {
  const held = archiveAppOnEach(fresh, { ARCHIVE_QUOTA_BYTES: "1kB" });

  const get = async (p: string) => (await fetch(`${held.app.url}${p}`, { headers: fromPage(held.app) })).json();
  /** A task sent whose one result is `bytes`, once its file is archived or given up on. */
  const archivedTask = async (key: string, bytes: Uint8Array) => {
    await attachResults(held.app, `prompt of ${key}`, [{ name: `${key}.txt`, bytes }]);
    expect((await submitKeyed(held.app, key, `prompt of ${key}`)).status).toBe(200);
    return (await settledArchive(held.app, key)).files[0]!;
  };
  const full = (bytes: number) =>
    `The workspace's archive is full: this file (${bytes} B) would pass its quota of 1 kB (600 B used).`;

  it("refuses a copy that would pass the quota, keeps nothing of it, and lets its task finish", async () => {
    const kept = filled(1, 600);
    expect(await archivedTask("key-quota-0001", kept)).toMatchObject({ state: "archived", size: 600 });

    // As big as the one kept, other bytes: downloaded (it might have been the same), then refused.
    const other = await archivedTask("key-quota-0002", filled(2, 600));
    expect(other).toMatchObject({ state: "failed", attempts: 1, reason: full(600), size: null });
    // Larger than any kept (the sandbox's files, read in this process, declare no size: staged,
    // then refused; a host's declared size refuses it before a byte is read: quota-declared.test.ts).
    const larger = await archivedTask("key-quota-0003", filled(3, 700));
    expect(larger).toMatchObject({ state: "failed", attempts: 1, reason: full(700) });
    expect(archiveContents(held.dir)).toEqual({ kept: [sha256(kept)], staging: [] });

    // The task is finished: its file stays at the service's link, and every page hears why it is not kept.
    const page = sharedPageSchema.parse(await get(`${WORKSPACE_TASKS_PATH}?since=0`));
    const task = page.tasks.find(({ key }) => key === "key-quota-0002")!;
    expect((task.record as { status: string }).status).toBe("COMPLETED");
    // In English, and as a code with its figures each page words in its language.
    const why = { code: "quota_full", bytes: 600, quota: 1000, used: 600, text: full(600) };
    expect(task.archive).toMatchObject([{ state: "failed", reason: full(600), why }]);
  });

  it("keeps the same bytes again at the quota, and counts them once in the usage", async () => {
    const kept = filled(7, 600);
    expect(await archivedTask("key-quota-0011", kept)).toMatchObject({ state: "archived" });
    // 600 + 600 would pass 1 kB, but these bytes are kept already: they cost nothing.
    expect(await archivedTask("key-quota-0012", kept)).toMatchObject({ state: "archived", reason: null });
    expect(archiveContents(held.dir).kept).toEqual([sha256(kept)]);
    expect(await get(ARCHIVE_USAGE_PATH)).toEqual({
      usedBytes: 600,
      files: 2,
      quotaBytes: 1000,
      retentionDays: null,
      archiving: true,
    });
  });
});
