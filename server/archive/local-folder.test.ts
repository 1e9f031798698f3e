import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { beforeEach, describe, expect, it } from "vitest";
import { archiveContents } from "../test/archive.ts";
import { localFolderStorage, STAGING } from "./local-folder.ts";
import { stageFile } from "./stage-file.ts";

// The archive's folder: bytes kept by their hash in `<2 hex>/<hash>`, written whole in `tmp/`
// and renamed in, so a reader (or a crash) never finds a part under a hash.

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

describe("the archive's local folder", () => {
  let root: string;
  let storage: ReturnType<typeof localFolderStorage>;
  beforeEach(async () => {
    root = path.join(mkdtempSync(path.join(tmpdir(), "taskdeck-folder-")), "archive");
    storage = localFolderStorage(root);
    await storage.ready();
  });

  it("keeps bytes and streams under their hash, once, and reads them whole or in a range", async () => {
    const hash = sha256("0123456789");
    await storage.put(hash, new TextEncoder().encode("0123456789"));
    await storage.put(hash, Readable.from(["01234", "56789"]));
    expect(archiveContents(root)).toEqual({ kept: [hash], staging: [] });
    expect(readdirSync(path.join(root, hash.slice(0, 2)))).toEqual([hash]);
    expect(await storage.has(hash)).toBe(true);
    const whole = await storage.get(hash);
    expect([await text(whole!.body), whole!.size]).toEqual(["0123456789", 10]);
    const part = await storage.get(hash, { start: 2, end: 4 });
    expect([await text(part!.body), part!.size]).toEqual(["234", 10]);
    await storage.remove(hash);
    expect([await storage.has(hash), await storage.get(hash)]).toEqual([false, null]);
    await storage.remove(hash); // none kept: no error
  });

  it("refuses bytes that are not their hash, and a hash that names a path", async () => {
    await expect(storage.put(sha256("other"), Buffer.from("these"))).rejects.toThrow(/hash to/);
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(/64 lower-case hex/);
    expect(archiveContents(root)).toEqual({ kept: [], staging: [] });
  });

  it("moves a staged copy in, or drops it when the same bytes are kept already", async () => {
    const first = await stageFile(Readable.from(["same bytes"]), storage.stagingDir, 100);
    expect(first.hash).toBe(sha256("same bytes"));
    await storage.put(first.hash, { staged: first.path });
    const second = await stageFile(Readable.from(["same bytes"]), storage.stagingDir, 100);
    await storage.put(second.hash, { staged: second.path });
    expect(archiveContents(root)).toEqual({ kept: [first.hash], staging: [] });
    expect(await readFile(path.join(root, first.hash.slice(0, 2), first.hash), "utf8")).toBe("same bytes");
  });

  it("leaves nothing of a copy cut short, and clears what a killed instance left once it is old", async () => {
    async function* cut() {
      yield Buffer.from("a first part");
      throw new Error("connection reset");
    }
    await expect(stageFile(Readable.from(cut()), storage.stagingDir, 100)).rejects.toThrow(/reset/);
    await expect(stageFile(Readable.from(["x".repeat(101)]), storage.stagingDir, 100)).rejects.toThrow(/larger/);
    expect(archiveContents(root)).toEqual({ kept: [], staging: [] });
    const stray = path.join(root, STAGING, "killed.part");
    const fresh = path.join(root, STAGING, "another-instance.part");
    writeFileSync(stray, "half");
    writeFileSync(fresh, "under way");
    utimesSync(stray, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 2 * 86_400_000));
    await storage.ready();
    expect(archiveContents(root).staging).toEqual(["another-instance.part"]);
  });
});
