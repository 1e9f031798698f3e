import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { sharedPageSchema, WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { archiveAppOnEach, archiveContents, archiveState, attachResults, settledArchive } from "../test/archive.ts";
import { fromPage } from "../test/app-server.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { archiveFilePath, archiveStatePath } from "../../src/contract/archive.ts";

// Issue 29, over real HTTP: `npm start` on the embedded sandbox follows a task to COMPLETED,
// copies its result files into DATA_DIR/archive once, keyed by their hash, and serves the copies
// to its pages with their types, byte ranges and names.

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(DATABASE_KINDS)("the archive of completed tasks' files, on $kind", { timeout: 60_000 }, ({ fresh }) => {
  const held = archiveAppOnEach(fresh);

  const get = (p: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${held.app.url}${p}`, { method, headers: { ...fromPage(held.app), ...headers } });
  const bytesOf = async (answer: Response) => new Uint8Array(await answer.arrayBuffer());

  /** The task's result as the sandbox's file host serves it (its record as this page reads it). */
  async function original(key: string): Promise<Uint8Array> {
    const page = sharedPageSchema.parse(await (await get(`${WORKSPACE_TASKS_PATH}?since=0`)).json());
    const record = page.tasks.find((task) => task.key === key)?.record as { data: { video_urls: string[] } };
    return bytesOf(await fetch(record.data.video_urls[0]!));
  }

  it("copies a completed task's video once, under its hash, and serves it whole and in byte ranges", async () => {
    expect((await submitKeyed(held.app, "key-archived-01", "A fox")).status).toBe(200);
    const state = await settledArchive(held.app, "key-archived-01");
    expect(state).toMatchObject({
      key: "key-archived-01",
      archiving: true,
      files: [{ n: 0, name: "video.mp4", state: "archived", reason: null, attempts: 1, type: "video/mp4" }],
    });
    const bytes = await original("key-archived-01");
    const size = bytes.length;
    expect(state.files[0]!.size).toBe(size);
    expect(archiveContents(held.dir)).toEqual({ kept: [sha256(bytes)], staging: [] });

    const whole = await get(archiveFilePath("key-archived-01", 0));
    expect(whole.status).toBe(200);
    expect(Object.fromEntries(whole.headers)).toMatchObject({
      "content-type": "video/mp4",
      "content-length": String(size),
      "accept-ranges": "bytes",
      "content-disposition": `inline; filename="video.mp4"; filename*=UTF-8''video.mp4`,
      "cache-control": "private, max-age=3600",
      "content-security-policy": "default-src 'none'; sandbox",
      "x-content-type-options": "nosniff",
      etag: `"${sha256(bytes)}"`,
    });
    expect(await bytesOf(whole)).toEqual(bytes);

    const ranged = async (range: string) => {
      const answer = await get(archiveFilePath("key-archived-01", 0), { Range: range });
      return { status: answer.status, range: answer.headers.get("content-range"), body: await bytesOf(answer) };
    };
    expect(await ranged("bytes=10-19")).toEqual({
      status: 206,
      range: `bytes 10-19/${size}`,
      body: bytes.subarray(10, 20),
    });
    expect(await ranged("bytes=-4")).toEqual({
      status: 206,
      range: `bytes ${size - 4}-${size - 1}/${size}`,
      body: bytes.subarray(-4),
    });
    expect(await ranged(`bytes=${size - 3}-`)).toMatchObject({ status: 206, body: bytes.subarray(-3) });
    expect(await ranged(`bytes=${size}-`)).toMatchObject({ status: 416, range: `bytes */${size}` });
    expect(await ranged("bytes=9-2")).toMatchObject({ status: 416, range: `bytes */${size}` });
    // Several ranges may be answered whole (RFC 9110).
    expect(await ranged("bytes=0-1,4-5")).toMatchObject({ status: 200, range: null, body: bytes });

    const saved = await get(archiveFilePath("key-archived-01", 0, true));
    expect(saved.headers.get("content-disposition")).toBe(
      `attachment; filename="video.mp4"; filename*=UTF-8''video.mp4`,
    );
    await saved.body?.cancel();
    const head = await get(archiveFilePath("key-archived-01", 0), {}, "HEAD");
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([200, String(size), ""]);
    const unchanged = await get(archiveFilePath("key-archived-01", 0), { "If-None-Match": `"${sha256(bytes)}"` });
    expect(unchanged.status).toBe(304);

    // The rounds that follow copy nothing again.
    await sleep(2_500);
    expect((await archiveState(held.app, "key-archived-01")).files[0]).toMatchObject({
      state: "archived",
      attempts: 1,
    });
    expect(archiveContents(held.dir).kept).toEqual([sha256(bytes)]);
  });

  it("keeps the same bytes once for two tasks, each file with its name and type; a 3D zip as delivered", async () => {
    const zip = Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.from("a zipped model, as the service sends it")]);
    const glb = Buffer.from("glTF\x02\x00\x00\x00 a binary model");
    await attachResults(held.app, "twin-one", [
      { name: "model.zip", bytes: zip, type: "application/zip" },
      { name: "scene.glb", bytes: glb },
      { name: "notes.txt", bytes: "notes" },
    ]);
    await attachResults(held.app, "twin-two", [{ name: "same.zip", bytes: zip, type: "application/zip" }]);
    expect((await submitKeyed(held.app, "key-twin-0001", "twin-one")).status).toBe(200);
    expect((await submitKeyed(held.app, "key-twin-0002", "twin-two")).status).toBe(200);
    const one = await settledArchive(held.app, "key-twin-0001", 3);
    const two = await settledArchive(held.app, "key-twin-0002");
    expect(one.files.map(({ name, state, type, size }) => [name, state, type, size])).toEqual([
      ["model.zip", "archived", "application/zip", zip.length],
      ["scene.glb", "archived", "model/gltf-binary", glb.length],
      ["notes.txt", "archived", "text/plain", 5],
    ]);
    expect(two.files).toMatchObject([{ name: "same.zip", state: "archived", type: "application/zip" }]);
    // Four files, three different contents: three kept.
    expect(archiveContents(held.dir)).toEqual({
      kept: [zip, glb, Buffer.from("notes")].map(sha256).sort(),
      staging: [],
    });
    const first = await get(archiveFilePath("key-twin-0001", 0));
    const second = await get(archiveFilePath("key-twin-0002", 0));
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(zip);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(zip);
    const model = await get(archiveFilePath("key-twin-0001", 1));
    expect([model.headers.get("content-type"), Buffer.from(await model.arrayBuffer())]).toEqual([
      "model/gltf-binary",
      glb,
    ]);
  });

  it("answers 404 for a file that is not archived, and for a task the workspace lacks", async () => {
    expect((await submitKeyed(held.app, "key-archived-02", "A hare")).status).toBe(200);
    // Not yet completed: nothing queued, nothing to serve.
    expect(await archiveState(held.app, "key-archived-02")).toEqual({
      key: "key-archived-02",
      archiving: true,
      files: [],
    });
    expect((await get(archiveFilePath("key-archived-02", 0))).status).toBe(404);
    await settledArchive(held.app, "key-archived-02");
    expect((await get(archiveFilePath("key-archived-02", 1))).status).toBe(404);
    expect((await get(`${archiveStatePath("key-archived-02")}/x`)).status).toBe(404);
    expect((await get(archiveStatePath("key-never-made"))).status).toBe(404);
    expect((await get(archiveFilePath("key-never-made", 0))).status).toBe(404);
  });
});
