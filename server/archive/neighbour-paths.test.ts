import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { urlProblem } from "../app/safe-dial.ts";
import { archiveContents, completedTask } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { archiveQueue } from "./archive-queue.ts";
import { archiveReads } from "./archive-reads.ts";
import { startArchiver } from "./archiver.ts";
import { safeFetcher } from "./fetch-result.ts";
import { localFolderStorage } from "./local-folder.ts";

// A model's neighbours on a real file host (HTTP on loopback) and a database of each kind: one in
// a folder below the model is kept at its path; one that climbs out of the model's folder is never
// fetched and fails the model; an absolute URL and a data: URI are left as they are, not fetched.

let files: RecordingUpstream;
let elsewhere: RecordingUpstream;
beforeAll(async () => {
  [files, elsewhere] = await Promise.all([recordingUpstream(), recordingUpstream()]);
});
afterAll(async () => {
  await files.close();
  await elsewhere.close();
});

const HOSTED: Record<string, string> = {
  "/models/a/model.gltf": JSON.stringify({
    buffers: [{ uri: "model.bin" }, { uri: "data:application/octet-stream;base64,AAAA" }],
    images: [{ uri: "textures/red%20one.png" }, { uri: "ELSEWHERE/far.png" }],
  }),
  "/models/a/model.bin": "twelve bytes",
  "/models/a/textures/red one.png": "a red texture",
  "/models/b/climbs.gltf": JSON.stringify({ buffers: [{ uri: "../a/model.bin" }] }),
};
// The file host is on loopback, as everything in a test is: let through by name.
const fetcher = safeFetcher({ allowPrivate: false, maxBytes: 1_000, totalMs: 1_000 }, 1_000, (url) =>
  url.origin === files.url ? null : urlProblem(url, false),
);

describe.each(DATABASE_KINDS)("a model's neighbours on a file host, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const workspace = databaseOnEach(fresh);

  it("keeps one in a folder below at its path, fetches none outside the model's folder", async () => {
    files.seen.splice(0);
    HOSTED["/models/a/model.gltf"] = HOSTED["/models/a/model.gltf"]!.replace("ELSEWHERE", elsewhere.url);
    files.reply = (seen, res) => {
      const body = HOSTED[decodeURIComponent(seen.url)];
      return void (body === undefined ? res.writeHead(404).end() : res.writeHead(200).end(body));
    };
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "taskdeck-neighbours-")), "archive");
    const storage = localFolderStorage(dir);
    const urls = ["/models/a/model.gltf", "/models/b/climbs.gltf"].map((p) => `${files.url}${p}`);
    await completedTask(workspace.opened, "key-paths-01", urls);
    const archiver = startArchiver(archiveQueue(workspace.opened), fetcher, storage, {
      ...{ owner: "one", maxBytes: 1_000, totalMs: 1_000, idleMs: 10 },
    });
    const reads = archiveReads(workspace.opened);
    try {
      await expect
        .poll(async () => (await reads.statesOf("key-paths-01")).map((file) => file.state))
        .toEqual(["archived", "failed"]);
    } finally {
      await archiver.stop();
    }
    const [model, climbs] = await reads.statesOf("key-paths-01");
    expect(model!.neighbours).toEqual(["model.bin", "textures/red one.png"]);
    expect(climbs!.reason).toBe(
      "../a/model.bin, which climbs.gltf names, is outside its folder: it is not copied, and a copy could not show it.",
    );
    const fetched = files.seen.map((seen) => decodeURIComponent(seen.url)).sort();
    expect(fetched).toEqual(
      [...urls.map((url) => new URL(url).pathname), "/models/a/model.bin", "/models/a/textures/red one.png"].sort(),
    );
    expect(elsewhere.seen).toEqual([]);

    const texture = await reads.archivedNeighbour("key-paths-01", 0, "textures/red one.png");
    expect(texture).toMatchObject({ content_type: "image/png", size: 13 });
    expect(await text((await storage.get(texture!.hash))!.body)).toBe("a red texture");
    expect(await reads.archivedNeighbour("key-paths-01", 1, "model.bin")).toBeUndefined();
    expect(archiveContents(dir).kept).toHaveLength(3);
  });
});
