import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { archiveFilePath } from "../../src/contract/archive.ts";
import { archiveContents, attachResults, settledArchive } from "../test/archive.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { s3Env, startS3, type TestS3 } from "../test/s3-server.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";

// Issue 29 with S3_ENDPOINT… set, over real HTTP: `npm start` on the embedded sandbox follows a
// task to COMPLETED, copies its result file into the bucket (a real S3-protocol server) under
// its hash, keeps nothing of it in DATA_DIR/archive, and serves the copy from the bucket with
// byte ranges.

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(DATABASE_KINDS)("the archive in an S3 bucket, on $kind", { timeout: 60_000 }, ({ fresh }) => {
  let s3: TestS3;
  let database: TestDatabase;
  let app: TestApp;
  let dataDir: string;
  beforeEach(async () => {
    s3 = await startS3();
    database = await fresh();
    dataDir = database.settings.dataDir || tempDataDir();
    const quick = { SANDBOX_TASK_SECONDS: "1", FOLLOW_POLL_SECONDS: "1", SANDBOX_CONTROL: "1" };
    app = await startApp({ ...databaseEnv(database.settings), DATA_DIR: dataDir, ...quick, ...s3Env(s3.settings) });
  });
  afterEach(async () => {
    await app.close();
    await database.drop();
    await s3.close();
  });

  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${p}`, { headers: { ...fromPage(app), ...headers } });

  it("copies a completed task's file into the bucket, and serves it whole and by byte range", async () => {
    const bytes = randomBytes(200_000);
    const hash = sha256(bytes);
    await attachResults(app, "an otter", [{ name: "clip.mp4", bytes, type: "video/mp4" }]);
    expect((await submitKeyed(app, "key-s3-00001", "an otter swims")).status).toBe(200);
    const state = await settledArchive(app, "key-s3-00001");
    expect(state.files).toMatchObject([{ name: "clip.mp4", state: "archived", type: "video/mp4", size: bytes.length }]);
    expect(await s3.keys()).toEqual([`${hash.slice(0, 2)}/${hash}`]);
    // Staged on this machine, then sent: nothing left in the folder.
    expect(archiveContents(path.join(dataDir, "archive"))).toEqual({ kept: [], staging: [] });

    const whole = await get(archiveFilePath("key-s3-00001", 0));
    expect([whole.status, whole.headers.get("etag")]).toEqual([200, `"${hash}"`]);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
    const ranged = await get(archiveFilePath("key-s3-00001", 0), { Range: "bytes=100000-100009" });
    expect([ranged.status, ranged.headers.get("content-range")]).toEqual([206, `bytes 100000-100009/${bytes.length}`]);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(100_000, 100_010));
    expect(s3.seen.at(-1)).toMatchObject({ method: "GET", headers: { range: "bytes=100000-100009" } });
  });
});
