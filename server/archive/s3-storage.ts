import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import type { S3Settings } from "./s3-settings.ts";
import { localFolderStorage } from "./local-folder.ts";
import { stageFile } from "./stage-file.ts";
import { checkedHash, type ArchiveStorage, type ByteRange, type PutSource } from "./storage.ts";

// The archive in an S3-compatible bucket (S3_ENDPOINT, S3_BUCKET…), for instances that share no
// folder: each hash's bytes are the object `<first two hex digits>/<hash>`, as in the folder,
// addressed by path (`<endpoint>/<bucket>/<key>`: AWS, MinIO, Ceph and R2 all answer it). Copies
// are still staged and hashed on this machine's disk (`<DATA_DIR>/archive/tmp`), then sent in one
// PUT: S3 shows an object whole or not at all, so a reader never sees a part. Calls are signed
// (SigV4) by aws4fetch; docs/archive.md says why that library.

/** The longest wait for the answer to a call that sends no body. */
const ANSWER_MS = 30_000;
/** A PUT is answered after its last byte: a minute, plus a second per MB (a slower link to the bucket is broken). */
const putMs = (size: number) => 60_000 + size / 1_000;

export function s3Storage(settings: S3Settings, localDir: string): ArchiveStorage & { ready(): Promise<void> } {
  // Only its staging folder, and its clearing of what a killed instance left there.
  const staging = localFolderStorage(localDir);
  // No retries here: a PUT's body cannot be sent twice, the archiver tries a failed copy again later, a page asks again.
  const { accessKeyId, secretAccessKey, region } = settings;
  const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: "s3", retries: 0 });
  const keyOf = (hash: string) => `${checkedHash(hash).slice(0, 2)}/${hash}`;
  const named = (key: string) => `${settings.bucket}/${key}`;

  /** One signed call to `key` (the bucket itself when empty); unreachable is said without the request, which is signed. */
  const send = async (doing: string, key: string, init: RequestInit, waitMs = ANSWER_MS) => {
    const late = new AbortController();
    const timer = setTimeout(() => late.abort(), waitMs);
    try {
      const url = `${settings.endpoint}/${settings.bucket}${key ? `/${key}` : ""}`;
      return await fetch(await client.sign(url, { ...init, signal: late.signal }));
    } catch (error) {
      const why = late.signal.aborted ? `no answer within ${Math.round(waitMs / 1000)} s` : causeOf(error);
      throw new Error(`The S3 ${doing} failed: ${settings.endpoint} could not be reached (${why}).`);
    } finally {
      // Only the wait for the answer is bounded: a file served to a slow page may take its time.
      clearTimeout(timer);
    }
  };

  const has = async (hash: string) => {
    const doing = `check of ${named(keyOf(hash))}`;
    const answer = await send(doing, keyOf(hash), { method: "HEAD" });
    if (answer.status === 404) return false;
    if (!answer.ok) throw await refusal(doing, answer);
    return true;
  };

  /** Streams a staged file up with its length, naming its SHA-256 so that S3 checks the bytes it got. */
  const upload = async (hash: string, file: string) => {
    const doing = `upload of ${named(keyOf(hash))}`;
    const { size } = await stat(file);
    const body = Readable.toWeb(createReadStream(file)) as WebStream as ReadableStream;
    const headers = { "Content-Length": String(size), "X-Amz-Content-Sha256": hash };
    // A stream is sent only as a one-way body (`duplex`, which Node's RequestInit type lacks).
    const init = { method: "PUT", headers, body, duplex: "half" as const };
    const answer = await send(doing, keyOf(hash), init, putMs(size));
    if (!answer.ok) throw await refusal(doing, answer);
    await answer.body?.cancel();
  };

  return {
    stagingDir: staging.stagingDir,

    /** Clears the staging folder of a killed instance's copies, and checks that the bucket answers. */
    async ready() {
      await staging.ready();
      const doing = `check of the bucket ${settings.bucket}`;
      const answer = await send(doing, "", { method: "HEAD" });
      if (!answer.ok) throw await refusal(doing, answer);
    },

    async put(hash: string, source: PutSource) {
      if (!("staged" in source)) {
        const stream = source instanceof Readable ? source : Readable.from([Buffer.from(source)]);
        const staged = await stageFile(stream, staging.stagingDir, Number.MAX_SAFE_INTEGER);
        // Whoever hands bytes in names their hash: bytes that are not it would be served as it.
        if (staged.hash !== hash) {
          await rm(staged.path, { force: true });
          throw new Error(`the bytes put under ${hash} hash to ${staged.hash}`);
        }
        source = { staged: staged.path };
      }
      try {
        // Kept already (another task's, or another instance's): the same bytes, not sent again.
        if (!(await has(hash))) await upload(hash, source.staged);
      } finally {
        await rm(source.staged, { force: true });
      }
    },

    async get(hash: string, range?: ByteRange) {
      const doing = `read of ${named(keyOf(hash))}`;
      const headers: Record<string, string> = range ? { Range: `bytes=${range.start}-${range.end}` } : {};
      const answer = await send(doing, keyOf(hash), { headers });
      if (answer.status === 404) {
        await answer.body?.cancel();
        return null;
      }
      // A whole object where a range was asked would be served as that range.
      if (answer.status !== (range ? 206 : 200) || !answer.body) throw await refusal(doing, answer);
      const size = Number(
        range ? /\/(\d+)$/.exec(answer.headers.get("content-range") ?? "")?.[1] : answer.headers.get("content-length"),
      );
      if (!Number.isSafeInteger(size)) {
        await answer.body.cancel();
        throw new Error(`The S3 ${doing} failed: its answer did not say the object's size.`);
      }
      return { body: Readable.fromWeb(answer.body as WebStream), size };
    },

    has,

    async remove(hash: string) {
      const doing = `removal of ${named(keyOf(hash))}`;
      const answer = await send(doing, keyOf(hash), { method: "DELETE" });
      // None kept: S3 answers 204 all the same, some of its kin 404.
      if (!answer.ok && answer.status !== 404) throw await refusal(doing, answer);
      await answer.body?.cancel();
    },
  };
}

/**
 * What S3 said went wrong: its status and its error Code, and nothing else of its answer (an
 * error may echo the string that was signed).
 */
async function refusal(doing: string, answer: Response): Promise<Error> {
  const text = await answer.text().catch(() => "");
  const code = /<Code>([\w.-]{1,64})<\/Code>/.exec(text)?.[1];
  return new Error(`The S3 ${doing} failed: status ${answer.status}${code ? ` (${code})` : ""}.`);
}

/** fetch says "fetch failed"; why is in its cause (ECONNREFUSED, ENOTFOUND…). */
function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
