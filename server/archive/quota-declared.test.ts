import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveContents, completedTask } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { archiveQueue } from "./archive-queue.ts";
import { quotaCheck } from "./archive-quota.ts";
import { archiveReads } from "./archive-reads.ts";
import { startArchiver } from "./archiver.ts";
import { safeFetcher } from "./fetch-result.ts";
import { localFolderStorage } from "./local-folder.ts";

// Issue 29, point 5, against a real file host on loopback and a real database of each kind: a
// file whose host declares a size past the quota is refused before its body is read (a host that
// then sends nothing more is not waited for), and nothing is kept of it.

let files: RecordingUpstream;
beforeAll(async () => {
  files = await recordingUpstream();
  files.reply = (seen, res) => {
    if (seen.url === "/kept.txt") return void res.writeHead(200, { "Content-Length": "600" }).end("k".repeat(600));
    // Declares 700 bytes, sends one, and holds the rest back for good.
    res.writeHead(200, { "Content-Length": "700" }).write("d");
  };
});
afterAll(() => files.close());

const limits = { allowPrivate: true, maxBytes: 10_000, totalMs: 3_000 };

describe.each(DATABASE_KINDS)("the quota by a declared size, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const workspace = databaseOnEach(fresh);

  it("refuses a file whose declared size would pass the quota before reading it", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "taskdeck-archive-")), "archive");
    const database = workspace.opened;
    const archiver = startArchiver(archiveQueue(database), safeFetcher(limits, 3_000), localFolderStorage(dir), {
      ...{ owner: "one", maxBytes: limits.maxBytes, totalMs: limits.totalMs, idleMs: 10 },
      quota: quotaCheck(database, 1_000),
    });
    const states = (key: string) => archiveReads(database).statesOf(key);
    try {
      await completedTask(database, "key-declared-1", [`${files.url}/kept.txt`]);
      await expect.poll(async () => (await states("key-declared-1"))[0]?.state).toBe("archived");
      const started = Date.now();
      await completedTask(database, "key-declared-2", [`${files.url}/held-back.bin`]);
      await expect.poll(async () => (await states("key-declared-2"))[0]?.state, { timeout: 2_000 }).toBe("failed");
      // Well within the copy's time limit (3 s): its body was never waited for.
      expect(Date.now() - started).toBeLessThan(limits.totalMs);
    } finally {
      await archiver.stop();
    }
    expect((await states("key-declared-2"))[0]).toMatchObject({
      attempts: 1,
      reason: "The workspace's archive is full: this file (700 B) would pass its quota of 1 kB (600 B used).",
    });
    expect(archiveContents(dir)).toEqual({ kept: [expect.any(String)], staging: [] });
  });
});
