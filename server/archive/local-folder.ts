import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { stageFile } from "./stage-file.ts";
import { checkedHash, type ArchiveStorage, type ByteRange, type PutSource } from "./storage.ts";

// The archive in a folder (by default `<DATA_DIR>/archive`): each hash's bytes in
// `<first two hex digits>/<hash>`, so no folder grows past a few thousand files, and copies on
// their way in `tmp/`. A copy is written whole there, then renamed under its hash: a rename
// within one file system is atomic, so a crash leaves a stray file in `tmp/`, never a part
// under a hash. What a killed instance left in `tmp/` is removed at a later start, once older than
// the longest a copy may take (another instance on the same folder may be writing the newer ones).

export const STAGING = "tmp";
/** FILE_PROXY_TIMEOUT_SECONDS' bound: no copy under way is older. */
const STRAY_AFTER_MS = 24 * 3600_000;

export function localFolderStorage(root: string): ArchiveStorage & { ready(): Promise<void> } {
  const stagingDir = path.join(root, STAGING);
  const fileOf = (hash: string) => path.join(root, checkedHash(hash).slice(0, 2), hash);
  const exists = (file: string) =>
    stat(file).then(
      () => true,
      () => false,
    );

  /** Moves a whole file in under its hash (on another disk, copied beside it first, then renamed). */
  const moveIn = async (from: string, to: string) => {
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await rename(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      const beside = `${to}.${process.pid}.part`;
      await copyFile(from, beside);
      await rename(beside, to);
    }
  };

  return {
    stagingDir,

    /** Removes the copies a killed instance left half written in `tmp/`. */
    async ready() {
      await mkdir(stagingDir, { recursive: true });
      for (const name of await readdir(stagingDir)) {
        const file = path.join(stagingDir, name);
        const facts = await stat(file).catch(() => null);
        if (facts && Date.now() - facts.mtimeMs > STRAY_AFTER_MS) await rm(file, { force: true });
      }
    },

    async put(hash: string, source: PutSource) {
      const file = fileOf(hash);
      if ("staged" in source) {
        try {
          // Kept already (another task's, or another instance's): the same bytes, left as they are.
          if (!(await exists(file))) await moveIn(source.staged, file);
        } finally {
          await rm(source.staged, { force: true });
        }
        return;
      }
      const stream = source instanceof Readable ? source : Readable.from([Buffer.from(source)]);
      const staged = await stageFile(stream, stagingDir, Number.MAX_SAFE_INTEGER);
      try {
        // Whoever hands bytes in names their hash: bytes that are not it would be served as it.
        if (staged.hash !== hash) throw new Error(`the bytes put under ${hash} hash to ${staged.hash}`);
        if (!(await exists(file))) await moveIn(staged.path, file);
      } finally {
        await rm(staged.path, { force: true });
      }
    },

    async get(hash: string, range?: ByteRange) {
      const file = fileOf(hash);
      const size = await stat(file).then(
        (facts) => facts.size,
        () => null,
      );
      if (size === null) return null;
      return { body: createReadStream(file, range ?? {}), size };
    },

    has: (hash: string) => exists(fileOf(hash)),

    async remove(hash: string) {
      await rm(fileOf(hash), { force: true });
    },
  };
}
