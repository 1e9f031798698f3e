import { on, once } from "node:events";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import { Header, Pack, Parser, ReadEntry } from "tar";
import { BadBackup } from "./backup-format.ts";

// A backup's gzipped tar (backup-format.ts) as a stream both ways: node-tar for the tar, Node's
// zlib for gzip. An entry is written (and read) only once the one before it went through, so a
// backup of many GB never sits in memory: a batch of rows or a file's chunk at a time.

type Chunks = Iterable<Buffer> | AsyncIterable<Buffer>;

/** A gzipped tar written to `output` one entry at a time. */
export function tarWriter(output: Writable, mtime: Date) {
  const pack = new Pack({ portable: true });
  const written = pipeline(pack, createGzip(), output);
  // Awaited below: a failed output (a full disk) is said by whichever step waits on it.
  written.catch(() => undefined);
  const orFailed = <T>(step: Promise<T>) => Promise.race([step, written.then(() => step)]);
  return {
    async add(name: string, size: number, chunks: Chunks): Promise<void> {
      const entry = new ReadEntry(new Header({ path: name, size, type: "File", mode: 0o644, mtime }));
      const consumed = once(entry, "end");
      pack.write(entry);
      for await (const chunk of chunks) if (!entry.write(chunk)) await orFailed(once(entry, "drain"));
      entry.end();
      await orFailed(consumed);
    },
    async finish(): Promise<void> {
      pack.end();
      await written;
    },
    abort(error: unknown): void {
      pack.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  };
}

/** A tar entry: its name, and its bytes as a stream. */
export type TarEntry = { path: string; body: Readable };

/**
 * The entries of a gzipped tar, in order, each read before the next comes. A damaged or cut
 * source (gzip's CRC and length, the tar's header checksums) fails the entry being read, whether
 * or not its reader waits on it at that moment: a Node stream keeps its error.
 */
export async function* tarEntries(source: Readable): AsyncGenerator<TarEntry> {
  const parser = new Parser({ strict: true });
  let current: Readable | undefined;
  const reading = pipeline(source, createGunzip(), parser);
  reading.catch((error: unknown) => current?.destroy(error as Error));
  try {
    for await (const [entry] of on(parser, "entry", { close: ["end"] }) as AsyncIterable<[ReadEntry]>) {
      current = Readable.from(entry, { objectMode: false });
      yield { path: entry.path, body: current };
    }
    await reading;
  } finally {
    source.destroy();
  }
}

/** An entry's text, refused past `max` bytes (a manifest is a few hundred). */
export async function entryText(entry: AsyncIterable<Buffer>, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > max) throw new BadBackup(`an entry of the backup is larger than expected (over ${max} bytes).`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The JSON objects of an ndjson entry, one a line, as they are read. */
export async function* ndjsonObjects(entry: AsyncIterable<Buffer>): AsyncGenerator<Record<string, unknown>> {
  const decoder = new StringDecoder("utf8");
  const parse = (line: string) => {
    const row: unknown = JSON.parse(line);
    if (typeof row !== "object" || row === null || Array.isArray(row))
      throw new BadBackup("the backup is damaged: a row of a table is not a JSON object.");
    return row as Record<string, unknown>;
  };
  let rest = "";
  for await (const chunk of entry) {
    const lines = (rest + decoder.write(chunk)).split("\n");
    rest = lines.pop()!;
    for (const line of lines) if (line) yield parse(line);
  }
  rest += decoder.end();
  if (rest) yield parse(rest);
}
