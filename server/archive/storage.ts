import type { Readable } from "node:stream";

// Where archived bytes are kept, behind the few calls the archive needs: a folder under the data
// folder today (local-folder.ts), an S3 bucket later. Bytes are kept by their SHA-256 (lower-case
// hex), so the same bytes are kept once however many tasks delivered them; the database says which
// task's file is which hash (archive-queue.ts), never the storage.

/** From `start` to `end`, both included, as HTTP counts a byte range. */
export type ByteRange = { start: number; end: number };

/**
 * Bytes to keep: a stream, bytes in memory, or a file the archive staged already in
 * `stagingDir` (a local folder moves it in; a bucket would upload it).
 */
export type PutSource = Readable | Uint8Array | { staged: string };

export type StoredBytes = {
  body: Readable;
  /** The whole of what is kept under the hash, whatever range was asked. */
  size: number;
};

export interface ArchiveStorage {
  /**
   * Keeps `source` under `hash`, whole or not at all: a reader never sees a part. Bytes kept
   * under it already are left as they are (they are the same bytes).
   */
  put(hash: string, source: PutSource): Promise<void>;
  /** The bytes kept under `hash` (a range of them), or null when none are. */
  get(hash: string, range?: ByteRange): Promise<StoredBytes | null>;
  has(hash: string): Promise<boolean>;
  /** Forgets the bytes under `hash`; none kept is no error. */
  remove(hash: string): Promise<void>;
  /** A folder of this machine where a copy is written (and hashed) before it is put. */
  readonly stagingDir: string;
}

const HASH = /^[0-9a-f]{64}$/;

/** A SHA-256 in lower-case hex, and nothing else: a hash names a file, so it must not name a path. */
export function checkedHash(hash: string): string {
  if (!HASH.test(hash)) throw new Error("an archive hash is 64 lower-case hex digits");
  return hash;
}
