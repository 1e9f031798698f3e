import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { archiveFilePath } from "../../src/contract/archive.ts";
import { fromPage } from "../test/app-server.ts";
import { archiveAppOnEach, archiveContents, attachResults, settledArchive } from "../test/archive.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { submitKeyed } from "../test/keyed-submission.ts";
import { changeSignal } from "../workspace/changes.ts";
import { openDatabase } from "../workspace/database.ts";
import { localFolderStorage } from "./local-folder.ts";
import { sweepRetention } from "./retention.ts";

// Issue 29, over real HTTP on both databases: past the retention period a .gltf's copy takes the
// files kept beside it along (their rows, and the bytes no kept file still holds); a texture a
// newer model keeps beside it stays. The sweep is given its clock, as retention.test.ts does.

const DAY_MS = 24 * 3600_000;
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");
const OLD_BIN = Buffer.from([0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64]);
const NEW_BIN = Buffer.from([0, 0, 64, 64, 0, 0, 0, 64, 0, 0, 128, 63]);
const RED = Buffer.from("\x89PNG\r\n\x1a\n a red texture");
const gltf = (bin: string) =>
  JSON.stringify({
    asset: { version: "2.0" },
    buffers: [{ uri: bin, byteLength: 12 }],
    images: [{ uri: "red.png" }],
  });

describe.each(DATABASE_KINDS)("retention and a model's neighbours, on $kind", { timeout: 60_000 }, ({ fresh }) => {
  const held = archiveAppOnEach(fresh);

  const get = (p: string) => fetch(`${held.app.url}${p}`, { headers: fromPage(held.app) });
  async function archivedModel(key: string, name: string, bin: string, bytes: Buffer) {
    await attachResults(held.app, `prompt of ${key}`, [
      { name, bytes: gltf(bin) },
      { name: bin, bytes, listed: false },
      { name: "red.png", bytes: RED, listed: false },
    ]);
    expect((await submitKeyed(held.app, key, `prompt of ${key}`)).status).toBe(200);
    const state = await settledArchive(held.app, key);
    expect(state.files).toMatchObject([{ name, state: "archived", neighbours: [bin, "red.png"] }]);
  }

  it("removes an old model's neighbours' rows and the bytes no kept file holds; a newer model's texture stays", async () => {
    await archivedModel("key-old-model-1", "old.gltf", "old.bin", OLD_BIN);
    await archivedModel("key-new-model-1", "new.gltf", "new.bin", NEW_BIN);
    const kept = [gltf("old.bin"), OLD_BIN, gltf("new.bin"), NEW_BIN, RED].map(sha256);
    expect(archiveContents(held.dir).kept).toEqual([...kept].sort());

    const opened = await openDatabase(held.database.settings);
    const signal = await changeSignal(opened, held.database.settings.databaseUrl);
    try {
      const besideOf = (key: string) =>
        opened.db
          .selectFrom("archive_neighbours")
          .select(["path", "hash"])
          .where("task_key", "=", key)
          .orderBy("path")
          .execute();
      expect(await besideOf("key-old-model-1")).toHaveLength(2);
      // The clock 30 days after the newer copy: the older one alone is past the period.
      const newer = await opened.db
        .selectFrom("archive_files")
        .select("archived_at")
        .where("task_key", "=", "key-new-model-1")
        .executeTakeFirstOrThrow();
      const now = Number(newer.archived_at) + 30 * DAY_MS;
      expect(await sweepRetention(opened, localFolderStorage(held.dir), signal.stamp, { days: 30, now })).toBe(1);

      expect(await besideOf("key-old-model-1")).toEqual([]);
      expect(await besideOf("key-new-model-1")).toEqual([
        { path: "new.bin", hash: sha256(NEW_BIN) },
        { path: "red.png", hash: sha256(RED) },
      ]);
      // The old model's own bytes and its buffer's go; the texture the newer model keeps stays.
      expect(archiveContents(held.dir)).toEqual({
        kept: [gltf("new.bin"), NEW_BIN, RED].map(sha256).sort(),
        staging: [],
      });
      expect((await get(`${archiveFilePath("key-old-model-1", 0)}/old.bin`)).status).toBe(404);
      expect((await get(`${archiveFilePath("key-old-model-1", 0)}/red.png`)).status).toBe(404);
      const texture = await get(`${archiveFilePath("key-new-model-1", 0)}/red.png`);
      expect([texture.status, Buffer.from(await texture.arrayBuffer())]).toEqual([200, RED]);
    } finally {
      await signal.close();
      await opened.close();
    }
  });
});
