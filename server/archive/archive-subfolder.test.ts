import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveFilePath } from "../../src/contract/archive.ts";
import { SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { fromPage, startApp, type TestApp } from "../test/app-server.ts";
import { settledArchive } from "../test/archive.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import type { RecordingUpstream } from "../test/recording-upstream.ts";
import { RED_PNG as RED, TEXTURED_GLTF as HOSTED, standInService, type StandIn } from "../test/stand-in-service.ts";
import { MODEL } from "../test/shares.ts";

// Issue 29, over real HTTP on both databases: a .gltf that names a texture in a folder below it
// (`textures/red.png`) is archived with it, and the page's own archive route serves that texture
// at the same path after the model's copy, with its type and byte ranges, once the service's links
// have expired. The sandbox serves plain names only, so a stand-in service and file host deliver.

const REQUEST_ID = "r-subfolder-gltf";
const KEY = "key-subfolder-01";
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

describe.each(DATABASE_KINDS)("a model's texture in a folder, archived, on $kind", { timeout: 60_000 }, ({ fresh }) => {
  let standIn: StandIn;
  let files: RecordingUpstream;
  let database: TestDatabase;
  let app: TestApp;
  /** Once the service's links expire, the file host answers 404 to everything. */
  let expired = false;
  beforeAll(async () => {
    [standIn, database] = await Promise.all([standInService(REQUEST_ID), fresh()]);
    ({ files } = standIn);
    files.reply = (seen, res) => {
      const hosted = expired ? undefined : HOSTED[decodeURIComponent(seen.url).slice(`/t/${REQUEST_ID}/`.length)];
      if (!hosted) return void res.writeHead(404).end();
      res.writeHead(200, { "Content-Type": hosted[0] }).end(hosted[1]);
    };
    app = await startApp({
      ...databaseEnv(database.settings),
      ...standIn.env,
    });
    const sent = await fetch(`${app.url}${SUBMIT_PATH}`, {
      method: "POST",
      headers: { ...fromPage(app), "Content-Type": "application/json", [SUBMISSION_KEY_HEADER]: KEY },
      body: JSON.stringify({ model: MODEL, prompt: "A red model with its texture in a folder" }),
    });
    expect(sent.status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
    await database?.drop();
  });

  const read = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${app.url}${path}`, { headers: { ...fromPage(app), ...headers } });
    const { status } = answer;
    const [type, etag, range, ranges] = ["content-type", "etag", "content-range", "accept-ranges"].map((name) =>
      answer.headers.get(name),
    );
    return { status, type, etag, range, ranges, body: Buffer.from(await answer.arrayBuffer()) };
  };

  it("serves textures/red.png beside the model's copy, with its type and byte ranges, after the links expired", async () => {
    const state = await settledArchive(app, KEY);
    expect(state.files).toMatchObject([
      { name: "model.gltf", state: "archived", neighbours: ["model.bin", "textures/red.png"] },
    ]);
    expired = true;
    files.seen.splice(0);

    const texture = `${archiveFilePath(KEY, 0)}/textures/red.png`;
    expect(await read(texture)).toEqual({
      status: 200,
      type: "image/png",
      etag: `"${sha256(RED)}"`,
      range: null,
      ranges: "bytes",
      body: RED,
    });
    expect(await read(texture, { Range: "bytes=2-5" })).toMatchObject({
      status: 206,
      type: "image/png",
      range: `bytes 2-5/${RED.length}`,
      body: RED.subarray(2, 6),
    });
    expect(await read(texture, { Range: `bytes=${RED.length}-` })).toMatchObject({
      status: 416,
      range: `bytes */${RED.length}`,
    });
    // Kept at its path only: not under its bare name, nor with the folder's "/" escaped into one name.
    for (const other of ["red.png", "textures%2Fred.png", "other/red.png"])
      expect((await read(`${archiveFilePath(KEY, 0)}/${other}`)).status).toBe(404);
    // Every read came from the copies: none was asked of the expired host.
    expect(files.seen).toEqual([]);
  });
});
