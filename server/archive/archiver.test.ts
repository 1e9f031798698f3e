import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { urlProblem } from "../app/safe-dial.ts";
import { archiveContents, completedTask } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream, type Reply } from "../test/recording-upstream.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { openDatabase, type WorkspaceDatabase } from "../workspace/database.ts";
import { archiveQueue, type QueueOptions } from "./archive-queue.ts";
import { archiveReads } from "./archive-reads.ts";
import { startArchiver } from "./archiver.ts";
import { safeFetcher } from "./fetch-result.ts";
import { localFolderStorage } from "./local-folder.ts";
import { readStoredReason } from "../../src/contract/archive-reason.ts";

// The archive's job against real file hosts (HTTP on loopback) and a real database of each kind:
// hostile results end as failed with a plain reason and nothing kept; a failed try is retried
// later each time, up to a bound; two instances sharing a workspace copy each file once.

let files: RecordingUpstream;
let internal: RecordingUpstream;
beforeAll(async () => {
  [files, internal] = await Promise.all([recordingUpstream(), recordingUpstream()]);
});
afterAll(async () => {
  await files.close();
  await internal.close();
});

const MAX_BYTES = 1_000;
const limits = { allowPrivate: false, maxBytes: MAX_BYTES, totalMs: 1_000 };
// The test's file host is on loopback, as everything in a test is: let through by name, as
// file-fetch.test.ts does; every other address (a redirect's) meets the real checks.
const fetcher = safeFetcher(limits, 1_000, (url) => (url.origin === files.url ? null : urlProblem(url, false)));

describe.each(DATABASE_KINDS)("the archive's job, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const workspace = databaseOnEach(fresh);
  let dir: string;
  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), "taskdeck-archive-")), "archive");
    files.seen.splice(0);
    internal.seen.splice(0);
  });

  const start = (database: WorkspaceDatabase, owner: string, options: QueueOptions = {}) => {
    const storage = localFolderStorage(dir);
    return startArchiver(archiveQueue(database, options), fetcher, storage, {
      ...{ owner, maxBytes: MAX_BYTES, totalMs: limits.totalMs, idleMs: 10 },
    });
  };
  const states = (key: string) => archiveReads(workspace.opened).statesOf(key);

  it("gives up on a result that redirects to loopback or passes the size cap, saying why, keeping nothing", async () => {
    files.reply = (seen, res) => {
      if (seen.url === "/redirect") return void res.writeHead(302, { Location: `${internal.url}/secret` }).end();
      if (seen.url === "/declared") return void res.writeHead(200, { "Content-Length": "5000" }).end("x".repeat(5000));
      // A 3 GB claim: refused by its declared length, before a byte is read.
      if (seen.url === "/claimed") return void res.writeHead(200, { "Content-Length": "3000000000" }).end("x");
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write("x".repeat(500));
      res.end();
    };
    const urls = ["/redirect", "/declared", "/streamed", "/claimed"].map((p) => `${files.url}${p}`);
    await completedTask(workspace.opened, "key-hostile-1", urls);
    const archiver = start(workspace.opened, "one");
    try {
      await expect
        .poll(async () => (await states("key-hostile-1")).map((file) => file.state))
        .toEqual(["failed", "failed", "failed", "failed"]);
    } finally {
      await archiver.stop();
    }
    const [redirected, declared, streamed, claimed] = await states("key-hostile-1");
    expect(redirected).toMatchObject({ attempts: 1, size: null });
    expect(redirected!.reason).toBe(`Not fetched: ${internal.url}: 127.0.0.1 is not a public address.`);
    expect(declared).toMatchObject({ attempts: 1, reason: `The file is larger than this server keeps (1000 bytes).` });
    expect(streamed).toMatchObject({ attempts: 1, reason: `The file is larger than this server keeps (1000 bytes).` });
    expect(claimed).toMatchObject({ attempts: 1, reason: `The file is larger than this server keeps (1000 bytes).` });
    expect(internal.seen).toEqual([]);
    expect(archiveContents(dir)).toEqual({ kept: [], staging: [] });
  });

  it("keeps nothing of a body shorter than its declared size, and tries it again later", async () => {
    files.reply = (_seen, res) => {
      res.writeHead(200, { "Content-Length": "500" });
      res.write("x".repeat(100));
      res.destroy();
    };
    await completedTask(workspace.opened, "key-short-1", [`${files.url}/short.mp4`]);
    const archiver = start(workspace.opened, "one");
    try {
      await expect.poll(async () => (await states("key-short-1"))[0]?.attempts).toBe(1);
    } finally {
      await archiver.stop();
    }
    const [short] = await states("key-short-1");
    expect(short).toMatchObject({ state: "pending", size: null });
    // Said in the file host's words: its connection closed before the declared length came.
    expect(short!.reason).toMatch(/closed|cut|terminated/);
    expect(archiveContents(dir)).toEqual({ kept: [], staging: [] });
  });

  it("tries a failed copy again later each time, then gives up saying why; a copy past the time limit is cut", async () => {
    let clock = 1_800_000_000_000;
    let answers = 0;
    files.reply = async (_seen, res) => {
      answers += 1;
      // First a drip that outlasts the time limit, then refusals.
      if (answers > 1) return void res.writeHead(503).end();
      res.writeHead(200);
      for (let i = 0; i < 30 && !res.destroyed; i++) await sleep(100).then(() => res.write("x"));
      res.end();
    };
    await completedTask(workspace.opened, "key-retried-1", [`${files.url}/flaky.mp4`]);
    const archiver = start(workspace.opened, "one", { now: () => clock, retryMs: 1_000, maxAttempts: 3 });
    const file = () => workspace.opened.db.selectFrom("archive_files").selectAll().executeTakeFirstOrThrow();
    try {
      await expect.poll(file, { timeout: 5_000 }).toMatchObject({ attempts: 1, state: "pending" });
      const tried = await file();
      expect(tried.next_try_at).toBe(clock + 1_000);
      // Kept as its code and figures, with the sentence: each page words it in its language.
      expect(readStoredReason(tried.error)).toEqual({
        ...{ code: "time_limit", seconds: 1 },
        text: "The copy took longer than the time limit of 1 s.",
      });
      await sleep(200);
      expect(answers).toBe(1); // not before its time
      clock += 1_000;
      await expect.poll(file).toMatchObject({ attempts: 2, state: "pending", next_try_at: clock + 4_000 });
      clock += 4_000;
      await expect.poll(file).toMatchObject({ attempts: 3, state: "failed" });
    } finally {
      await archiver.stop();
    }
    expect((await states("key-retried-1"))[0]).toMatchObject({
      state: "failed",
      reason: "The file host answered with status 503, not the file.",
      why: { code: "host_status", status: 503 },
    });
    expect(answers).toBe(3);
    expect(archiveContents(dir)).toEqual({ kept: [], staging: [] });
  });

  it("copies each file once when two instances archive one workspace together", async () => {
    let underWay = 0;
    let most = 0;
    const reply: Reply = async (seen, res) => {
      most = Math.max(most, ++underWay);
      await sleep(30);
      underWay -= 1;
      res.writeHead(200, { "Content-Type": "video/mp4" }).end(`the bytes of ${seen.url}`);
    };
    files.reply = reply;
    const keys = Array.from({ length: 10 }, (_, i) => `key-raced-${i}`);
    for (const key of keys)
      await completedTask(
        workspace.opened,
        key,
        [0, 1].map((n) => `${files.url}/${key}/${n}.mp4`),
      );
    // Another instance: its own connections to the same database.
    const other = await openDatabase(workspace.test.settings);
    const archivers = [start(workspace.opened, "one"), start(other, "two")];
    try {
      await expect
        .poll(async () => (await Promise.all(keys.map(states))).flat().filter((f) => f.state === "archived").length, {
          timeout: 15_000,
        })
        .toBe(20);
    } finally {
      await Promise.all(archivers.map((archiver) => archiver.stop()));
      await other.close();
    }
    // More copies at once than one instance makes (4): the two raced.
    expect(most).toBeGreaterThan(4);
    const asked = files.seen.map((seen) => seen.url).sort();
    expect(asked).toEqual(keys.flatMap((key) => [`/${key}/0.mp4`, `/${key}/1.mp4`]).sort());
    expect((await Promise.all(keys.map(states))).flat().every((f) => f.attempts === 1)).toBe(true);
    expect(archiveContents(dir).kept).toHaveLength(20);
  });
});
