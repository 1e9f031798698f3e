import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { urlProblem } from "../app/safe-dial.ts";
import { archiveContents, completedTask } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { archiveQueue } from "./archive-queue.ts";
import { archiveReads } from "./archive-reads.ts";
import { startArchiver } from "./archiver.ts";
import { MAX_READ_BYTES } from "./copy-neighbours.ts";
import { safeFetcher } from "./fetch-result.ts";
import { localFolderStorage } from "./local-folder.ts";

// Issue 29: a model's text is read whole for the files it names, and a zip whole for its
// entries, so neither is read past MAX_READ_BYTES (64 MiB), though the copy's own cap is larger.
// A .gltf one byte over it fails, saying so, and its buffer is never fetched; a zip over it is
// kept with no entries listed. The cap is no option, so the files are that large, made in memory
// and served on loopback (about a second a database).

let files: RecordingUpstream;
const HOSTED = new Map<string, Uint8Array>();
beforeAll(async () => {
  files = await recordingUpstream();
  files.reply = (seen, res) => {
    const body = HOSTED.get(seen.url);
    return void (body === undefined ? res.writeHead(404).end() : res.writeHead(200).end(body));
  };
  // Valid JSON naming a buffer beside it, padded to a byte over the cap.
  const head = '{"asset":{"version":"2.0"},"buffers":[{"uri":"model.bin"}]}';
  const gltf = Buffer.alloc(MAX_READ_BYTES + 1, " ");
  gltf.write(head);
  HOSTED.set("/big/model.gltf", gltf);
  HOSTED.set("/big/model.bin", Buffer.from("twelve bytes"));
  // Stored, not deflated: a model entry and a buffer entry that takes it past the cap.
  const scene = new TextEncoder().encode(head);
  const zip = zipSync({ "scene.gltf": scene, "scene.bin": new Uint8Array(MAX_READ_BYTES) }, { level: 0 });
  expect(zip.length).toBeGreaterThan(MAX_READ_BYTES);
  HOSTED.set("/big/scene.zip", zip);
});
afterAll(() => files.close());

const MAX_BYTES = 2 * MAX_READ_BYTES;
// The file host is on loopback, as everything in a test is: let through by name.
const fetcher = safeFetcher({ allowPrivate: false, maxBytes: MAX_BYTES, totalMs: 20_000 }, 20_000, (url) =>
  url.origin === files.url ? null : urlProblem(url, false),
);

describe.each(DATABASE_KINDS)("files past the read cap, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const workspace = databaseOnEach(fresh);
  // Its archive folder holds a copy of the zip: gone after each test, not left in the temp folder.
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("fails a .gltf over it without looking for its files, and keeps a zip over it with no entries", async () => {
    files.seen.splice(0);
    root = mkdtempSync(path.join(tmpdir(), "taskdeck-read-cap-"));
    const dir = path.join(root, "archive");
    const urls = ["/big/model.gltf", "/big/scene.zip"].map((p) => `${files.url}${p}`);
    await completedTask(workspace.opened, "key-read-cap-01", urls);
    const archiver = startArchiver(archiveQueue(workspace.opened), fetcher, localFolderStorage(dir), {
      ...{ owner: "one", maxBytes: MAX_BYTES, totalMs: 20_000, idleMs: 10 },
    });
    const reads = archiveReads(workspace.opened);
    try {
      await expect
        .poll(async () => (await reads.statesOf("key-read-cap-01")).map((file) => file.state), { timeout: 20_000 })
        .toEqual(["failed", "archived"]);
    } finally {
      await archiver.stop();
    }
    const [model, zip] = await reads.statesOf("key-read-cap-01");
    expect(model).toMatchObject({
      name: "model.gltf",
      reason: "model.gltf is larger than 64 MiB: the files it names are not looked for, so it is not kept.",
    });
    expect(model).not.toHaveProperty("neighbours");
    expect(zip).toMatchObject({ name: "scene.zip", size: HOSTED.get("/big/scene.zip")!.length });
    expect(zip).not.toHaveProperty("entries");
    // The buffer beside the model was never asked for; only the zip was kept.
    expect(files.seen.map((seen) => seen.url).sort()).toEqual(["/big/model.gltf", "/big/scene.zip"]);
    expect(archiveContents(dir)).toMatchObject({ kept: [expect.any(String)], staging: [] });
  });
});
