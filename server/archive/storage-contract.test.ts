import { createHash } from "node:crypto";
import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { archiveContents } from "../test/archive.ts";
import { startS3 } from "../test/s3-server.ts";
import { localFolderStorage, STAGING } from "./local-folder.ts";
import { s3Storage } from "./s3-storage.ts";
import { stageFile } from "./stage-file.ts";
import type { ArchiveStorage } from "./storage.ts";

// What the archiver and the routes count on from any place the archive keeps bytes, run on each:
// the folder under the data folder, and an S3 bucket on a real S3-protocol server (s3rver,
// server/test/s3-server.ts). Both stage copies in `<root>/tmp` on this machine.

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

type Subject = {
  storage: ArchiveStorage & { ready(): Promise<void> };
  /** The hashes kept, sorted, as the place itself lists them. */
  kept(): Promise<string[]>;
  close(): Promise<void>;
};

const KINDS = [
  {
    kind: "a local folder",
    make: async (root: string): Promise<Subject> => ({
      storage: localFolderStorage(root),
      kept: async () => archiveContents(root).kept,
      close: async () => undefined,
    }),
  },
  {
    kind: "an S3 bucket",
    make: async (root: string): Promise<Subject> => {
      const s3 = await startS3();
      return {
        storage: s3Storage(s3.settings, root),
        kept: async () => (await s3.keys()).map((key) => key.split("/")[1]!),
        close: () => s3.close(),
      };
    },
  },
];

describe.each(KINDS)("the archive's storage in $kind", ({ make }) => {
  let root: string;
  let subject: Subject;
  let storage: Subject["storage"];
  beforeEach(async () => {
    root = path.join(mkdtempSync(path.join(tmpdir(), "taskdeck-storage-")), "archive");
    subject = await make(root);
    storage = subject.storage;
    await storage.ready();
  });
  afterEach(() => subject.close());

  const read = async (hash: string, range?: { start: number; end: number }) => {
    const stored = await storage.get(hash, range);
    return stored && { text: await text(stored.body), size: stored.size };
  };

  it("reads what it keeps whole or by range, always saying the whole size", async () => {
    const hash = sha256("0123456789");
    await storage.put(hash, new TextEncoder().encode("0123456789"));
    expect(await read(hash)).toEqual({ text: "0123456789", size: 10 });
    expect(await read(hash, { start: 2, end: 4 })).toEqual({ text: "234", size: 10 });
    expect(await read(hash, { start: 9, end: 9 })).toEqual({ text: "9", size: 10 });
    const streamed = sha256("a stream, in parts");
    await storage.put(streamed, Readable.from(["a stream, ", "in parts"]));
    expect(await read(streamed, { start: 0, end: 7 })).toEqual({ text: "a stream", size: 18 });
    expect(await subject.kept()).toEqual([hash, streamed].sort());
  });

  it("says what it has, forgets what it removes, and takes the removal of nothing", async () => {
    const hash = sha256("kept for a while");
    expect([await storage.has(hash), await storage.get(hash)]).toEqual([false, null]);
    await storage.put(hash, Buffer.from("kept for a while"));
    expect(await storage.has(hash)).toBe(true);
    await storage.remove(hash);
    expect([await storage.has(hash), await storage.get(hash)]).toEqual([false, null]);
    await storage.remove(hash);
    expect(await subject.kept()).toEqual([]);
  });

  it("keeps the same bytes once, and leaves what it keeps as it is", async () => {
    const hash = sha256("same bytes");
    await storage.put(hash, Buffer.from("same bytes"));
    await storage.put(hash, Readable.from(["same ", "bytes"]));
    // A staged copy is taken on trust (the archiver hashed it): one under a kept hash is not even
    // read, so these other bytes show whether it was.
    const other = path.join(storage.stagingDir, "other.part");
    writeFileSync(other, "other bytes");
    await storage.put(hash, { staged: other });
    expect(await read(hash)).toEqual({ text: "same bytes", size: 10 });
    expect(await subject.kept()).toEqual([hash]);
  });

  it("refuses bytes that do not match their hash, and keeps nothing of them", async () => {
    const claimed = sha256("what was promised");
    await expect(storage.put(claimed, Buffer.from("what came"))).rejects.toThrow(/hash to/);
    await expect(storage.put(claimed, Readable.from(["what ", "came"]))).rejects.toThrow(/hash to/);
    expect([await storage.has(claimed), await subject.kept()]).toEqual([false, []]);
    expect(archiveContents(root).staging).toEqual([]);
  });

  it("removes a staged copy once it is put, whether new or kept already", async () => {
    for (let i = 0; i < 2; i++) {
      const staged = await stageFile(Readable.from(["staged bytes"]), storage.stagingDir, 100);
      await storage.put(staged.hash, { staged: staged.path });
      expect(archiveContents(root).staging).toEqual([]);
    }
    expect(await subject.kept()).toEqual([sha256("staged bytes")]);
  });

  it("refuses a hash that names a path; ready() clears what a killed instance staged, once old", async () => {
    await expect(storage.get("../../etc/passwd")).rejects.toThrow(/64 lower-case hex/);
    const stray = path.join(root, STAGING, "killed.part");
    writeFileSync(stray, "half");
    writeFileSync(path.join(root, STAGING, "under-way.part"), "another instance's");
    utimesSync(stray, new Date(Date.now() - 2 * 86_400_000), new Date(Date.now() - 2 * 86_400_000));
    await storage.ready();
    expect(archiveContents(root).staging).toEqual(["under-way.part"]);
  });
});
