import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveStatePath, type ArchiveStateAnswer } from "../../src/contract/archive.ts";
import { sharedFilePath } from "../../src/contract/shares.ts";
import type { TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, type TestDatabase } from "../test/databases.ts";
import { call } from "../test/people.ts";
import type { RecordingUpstream } from "../test/recording-upstream.ts";
import {
  GLTF_BIN as BIN,
  GLTF_TEXT as MODEL_GLTF,
  RED_PNG as RED,
  TEXTURED_GLTF as HOSTED,
  ownerAppWithTask,
  standInService,
  type StandIn,
} from "../test/stand-in-service.ts";
import { until } from "../test/run-fixtures.ts";
import { madeShare, throughShare, tokenOf } from "../test/shares.ts";

// Issues 28 and 29, over real HTTP on both databases: a share link's viewer reads a shared .gltf's
// buffer and its texture in a folder from the archive's copies once the service's links have
// expired, as the model itself is; a path beside it that the archive does not keep is still asked
// of the service.

const REQUEST_ID = "r-shared-gltf-1";
const KEY = "key-shared-gltf";
const OTHER = Buffer.from("a file the service still holds");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

describe.each(DATABASE_KINDS)(
  "a shared model's neighbours from the archive, on $kind",
  { timeout: 60_000 },
  ({ fresh }) => {
    let standIn: StandIn;
    let files: RecordingUpstream;
    let database: TestDatabase;
    let app: TestApp;
    let owner: string;
    /** Once the service's links expire, the file host answers 404 to all but a file the model never named. */
    let expired = false;
    beforeAll(async () => {
      [standIn, database] = await Promise.all([standInService(REQUEST_ID), fresh()]);
      ({ files } = standIn);
      files.reply = (seen, res) => {
        const name = decodeURIComponent(seen.url).slice(`/t/${REQUEST_ID}/`.length);
        if (name === "other.bin")
          return void res.writeHead(200, { "Content-Type": "application/octet-stream" }).end(OTHER);
        const hosted = expired ? undefined : HOSTED[name];
        if (!hosted) return void res.writeHead(404).end();
        res.writeHead(200, { "Content-Type": hosted[0] }).end(hosted[1]);
      };
      ({ app, owner } = await ownerAppWithTask(database, standIn, KEY, "A shared red model"));
    });
    afterAll(async () => {
      await app?.close();
      await standIn?.close();
      await database?.drop();
    });

    it("serves the buffer and the texture in a folder from their copies after the service's links expired", async () => {
      const state = async () =>
        (await (await call(app, "GET", archiveStatePath(KEY), { session: owner })).json()) as ArchiveStateAnswer;
      const archived = await until(state, (answer) => answer.files[0]?.state === "archived", 20_000);
      expect(archived.files).toMatchObject([{ name: "model.gltf", neighbours: ["model.bin", "textures/red.png"] }]);
      const token = tokenOf(await madeShare(app, owner, { kind: "task", targets: [KEY], days: 7 }));
      expired = true;
      expect((await fetch(`${files.url}/t/${REQUEST_ID}/model.bin`)).status).toBe(404);
      files.seen.splice(0);

      const read = async (path: string | undefined, headers: Record<string, string> = {}) => {
        const answer = await throughShare(app, sharedFilePath(token, KEY, 0, path), headers);
        const { status } = answer;
        const [type, etag, range] = ["content-type", "etag", "content-range"].map((name) => answer.headers.get(name));
        return { status, type, etag, range, body: Buffer.from(await answer.arrayBuffer()) };
      };
      expect(await read(undefined)).toMatchObject({ status: 200, body: Buffer.from(MODEL_GLTF) });
      // The model's own name serves the model, not a neighbour of that name.
      expect(await read("model.gltf")).toMatchObject({ status: 200, body: Buffer.from(MODEL_GLTF) });
      expect(await read("model.bin")).toMatchObject({
        status: 200,
        type: "application/octet-stream",
        etag: `"${sha256(BIN)}"`,
        body: BIN,
      });
      // A path with a folder, as a viewer's request encodes it (URLSearchParams: textures%2Fred.png).
      expect(sharedFilePath(token, KEY, 0, "textures/red.png")).toContain("path=textures%2Fred.png");
      expect(await read("textures/red.png")).toMatchObject({
        status: 200,
        type: "image/png",
        etag: `"${sha256(RED)}"`,
        body: RED,
      });
      expect(await read("textures/red.png", { Range: "bytes=2-5" })).toMatchObject({
        status: 206,
        range: `bytes 2-5/${RED.length}`,
        body: RED.subarray(2, 6),
      });
      // Every one of them was read from its copy: none was asked of the expired host.
      expect(files.seen).toEqual([]);

      // A file beside the model that the archive does not keep is read through the service's link.
      expect(await read("other.bin")).toMatchObject({ status: 200, body: OTHER });
      expect(files.seen.map((seen) => seen.url)).toEqual([`/t/${REQUEST_ID}/other.bin`]);
    });
  },
);
