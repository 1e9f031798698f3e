import { createHash, randomUUID } from "node:crypto";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { addAbortSignal, type Readable } from "node:stream";

/** The bytes went past the cap as they came (whatever Content-Length said, if anything). */
export class TooLarge extends Error {}

export type StagedFile = { path: string; hash: string; size: number };

/**
 * Writes `source` to a new file in `dir`, hashing it as it comes, so the hash is known once the
 * last byte is written and the bytes are read once. Cut (the file removed) past `maxBytes`, on
 * `signal`, or on any failure of the source or the disk: what is left is a whole file, flushed
 * to disk (a crash after the rename that follows never finds a part of it), or none.
 */
export async function stageFile(
  source: Readable,
  dir: string,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<StagedFile> {
  const file = path.join(dir, `${randomUUID()}.part`);
  const handle = await mkdir(dir, { recursive: true })
    .then(() => open(file, "wx"))
    .catch((error: unknown) => {
      // Nothing will read it: the transfer is let go, not left holding its connection.
      source.destroy();
      throw error;
    });
  const hash = createHash("sha256");
  let size = 0;
  try {
    if (signal) addAbortSignal(signal, source);
    // A throw here destroys the source too: the transfer is cut, not read to its end.
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new TooLarge(`The file is larger than this server keeps (${maxBytes} bytes).`);
      hash.update(chunk);
      await handle.write(chunk);
    }
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
  return { path: file, hash: hash.digest("hex"), size };
}
