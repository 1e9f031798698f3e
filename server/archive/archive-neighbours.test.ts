import { createHash } from "node:crypto";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { archiveFilePath } from "../../src/contract/archive.ts";
import { SANDBOX_EXPIRE_PATH } from "../../src/contract/server-paths.ts";
import { sharedPageSchema, WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { fromPage } from "../test/app-server.ts";
import { archiveAppOnEach, archiveContents, attachResults, settledArchive } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";

// Issue 29, over real HTTP on both databases: a .gltf's buffer and image, an .obj's .mtl and its
// texture are archived with their model and served beside its copy after the service's links
// expire; a neighbour that cannot be copied fails its model, saying which; deleting the task takes
// the neighbours' bytes no other file holds; a zip's model entries are listed.

const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const BIN = Buffer.from([0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64]);
const RED = Buffer.from("\x89PNG\r\n\x1a\n a red texture");
const gltf = (...uris: string[]) =>
  JSON.stringify({
    asset: { version: "2.0" },
    buffers: [{ uri: uris[0], byteLength: 12 }],
    images: uris.slice(1).map((uri) => ({ uri })),
  });

describe.each(DATABASE_KINDS)("a model's files beside it, archived, on $kind", { timeout: 60_000 }, ({ fresh }) => {
  const held = archiveAppOnEach(fresh);

  const get = (p: string, method = "GET") => fetch(`${held.app.url}${p}`, { method, headers: fromPage(held.app) });
  const served = async (p: string) => {
    const answer = await get(p);
    return {
      status: answer.status,
      type: answer.headers.get("content-type"),
      body: Buffer.from(await answer.arrayBuffer()),
    };
  };
  /** Expires the sandbox's links of the task sent under `key`, as the service's expire. */
  async function expireLinks(key: string) {
    const page = sharedPageSchema.parse(await (await get(`${WORKSPACE_TASKS_PATH}?since=0`)).json());
    const record = page.tasks.find((task) => task.key === key)?.record as { request_id: string };
    const answer = await fetch(`${held.app.url}${SANDBOX_EXPIRE_PATH}?request_id=${record.request_id}`, {
      method: "POST",
    });
    expect(answer.status).toBe(200);
  }
  async function archived(key: string, files: Parameters<typeof attachResults>[2]) {
    await attachResults(held.app, `prompt of ${key}`, files);
    expect((await submitKeyed(held.app, key, `prompt of ${key}`)).status).toBe(200);
    return settledArchive(held.app, key);
  }

  it("keeps a .gltf's buffer and image, an .obj's .mtl and texture, served beside the model after its links expire", async () => {
    const model = gltf("model.bin", "red.png", "data:image/png;base64,AAAA");
    const state = await archived("key-gltf-00001", [
      { name: "model.gltf", bytes: model },
      { name: "model.bin", bytes: BIN, listed: false },
      { name: "red.png", bytes: RED, listed: false },
    ]);
    expect(state.files).toMatchObject([
      { name: "model.gltf", state: "archived", neighbours: ["model.bin", "red.png"] },
    ]);
    const obj = await archived("key-obj-000001", [
      { name: "chair.obj", bytes: "mtllib chair.mtl\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n" },
      { name: "chair.mtl", bytes: "newmtl red\nKd 1 0 0\nmap_Kd -s 1 1 1 wood.png\n", listed: false },
      { name: "wood.png", bytes: RED, listed: false },
    ]);
    expect(obj.files).toMatchObject([{ name: "chair.obj", state: "archived", neighbours: ["chair.mtl", "wood.png"] }]);
    await expireLinks("key-gltf-00001");
    await expireLinks("key-obj-000001");

    const at = (key: string, name: string) => `${archiveFilePath(key, 0)}/${name}`;
    expect(await served(at("key-gltf-00001", "model.gltf"))).toMatchObject({ status: 200, body: Buffer.from(model) });
    expect(await served(at("key-gltf-00001", "model.bin"))).toEqual({
      status: 200,
      type: "application/octet-stream",
      body: BIN,
    });
    expect(await served(at("key-gltf-00001", "red.png"))).toEqual({ status: 200, type: "image/png", body: RED });
    expect(await served(at("key-obj-000001", "chair.mtl"))).toMatchObject({ status: 200, type: "model/mtl" });
    expect(await served(at("key-obj-000001", "wood.png"))).toEqual({ status: 200, type: "image/png", body: RED });
    // A path the model does not name, or one that hides a climb out, is no file.
    for (const other of ["other.bin", "..%2Fmodel.bin", "red.png%2F"])
      expect((await get(at("key-gltf-00001", other))).status).toBe(404);

    // Deleting the .gltf's task takes its buffer's bytes; the texture's stay, the .obj's task holds them.
    const before = archiveContents(held.dir).kept;
    expect(before).toEqual(expect.arrayContaining([sha256(BIN), sha256(RED)]));
    expect((await get(`${WORKSPACE_TASKS_PATH}/key-gltf-00001`, "DELETE")).status).toBe(204);
    const after = archiveContents(held.dir).kept;
    expect(after).not.toContain(sha256(BIN));
    expect(after).not.toContain(sha256(model));
    expect(after).toContain(sha256(RED));
    expect((await get(at("key-gltf-00001", "model.bin"))).status).toBe(404);
    expect((await served(at("key-obj-000001", "wood.png"))).body).toEqual(RED);
  });

  it("fails a model whose neighbour cannot be copied, naming it; lists a zip's model entries", async () => {
    const broken = await archived("key-gltf-00002", [
      { name: "broken.gltf", bytes: gltf("missing.bin") },
      { name: "other.bin", bytes: BIN, listed: false },
    ]);
    expect(broken.files).toMatchObject([
      {
        name: "broken.gltf",
        state: "failed",
        reason:
          "missing.bin, which broken.gltf names, could not be copied: the sandbox answered with status 404, not the file.",
      },
    ]);
    expect(broken.files[0]).not.toHaveProperty("neighbours");
    expect(archiveContents(held.dir)).toEqual({ kept: [], staging: [] });

    const scene = new TextEncoder().encode(gltf("scene.bin"));
    const zip = zipSync({ "scene/scene.gltf": scene, "scene/scene.bin": BIN, "readme.txt": new Uint8Array(9) });
    const zipped = await archived("key-zip-000001", [{ name: "model.zip", bytes: zip, type: "application/zip" }]);
    expect(zipped.files).toMatchObject([
      {
        state: "archived",
        entries: [
          { name: "scene/scene.gltf", size: scene.length },
          { name: "scene/scene.bin", size: BIN.length },
        ],
      },
    ]);
  });
});
