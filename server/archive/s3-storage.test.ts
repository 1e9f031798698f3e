import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../test/s3-server.ts";
import { s3Storage } from "./s3-storage.ts";
import { stageFile } from "./stage-file.ts";
import { Readable } from "node:stream";

// What is S3's own in the archive's bucket (storage-contract.test.ts has what any storage does),
// on a real S3-protocol server: the calls it is sent, and failures said in plain words.

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const SECRET = "not-the-secret-of-this-server-0123456789";

describe("the archive's S3 bucket", () => {
  let s3: TestS3;
  let root: string;
  beforeEach(async () => {
    s3 = await startS3();
    root = path.join(mkdtempSync(path.join(tmpdir(), "taskdeck-s3-storage-")), "archive");
  });
  afterEach(() => s3.close());

  it("uploads a staged copy in one PUT of its length to <2 hex>/<hash>, and none when kept already", async () => {
    const storage = s3Storage(s3.settings, root);
    await storage.ready();
    const bytes = randomBytes(300_000);
    const hash = sha256(bytes);
    for (let i = 0; i < 2; i++) {
      const staged = await stageFile(Readable.from([bytes]), storage.stagingDir, bytes.length);
      await storage.put(staged.hash, { staged: staged.path });
    }
    expect(await s3.keys()).toEqual([`${hash.slice(0, 2)}/${hash}`]);
    const puts = s3.seen.filter((call) => call.method === "PUT");
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url).toBe(`/${s3.settings.bucket}/${hash.slice(0, 2)}/${hash}`);
    // A length, not chunks: S3 refuses a PUT without one (411 MissingContentLength).
    expect(puts[0]!.headers).toMatchObject({ "content-length": String(bytes.length) });
    expect(puts[0]!.headers["transfer-encoding"]).toBeUndefined();
    const part = await storage.get(hash, { start: 1000, end: 1999 });
    const read = Buffer.concat(await part!.body.toArray());
    expect([read, part!.size]).toEqual([bytes.subarray(1000, 2000), bytes.length]);
    expect(s3.seen.at(-1)!.headers.range).toBe("bytes=1000-1999");
  });

  it("says what failed with S3's status and code, never the secret or the signature", async () => {
    const storage = s3Storage({ ...s3.settings, secretAccessKey: SECRET }, root);
    const failures = await Promise.all([
      storage.ready().catch((error: Error) => error.message),
      storage.get(sha256(Buffer.from("x"))).catch((error: Error) => error.message),
      storage.put(sha256(Buffer.from("x")), Buffer.from("x")).catch((error: Error) => error.message),
    ]);
    const key = `${sha256(Buffer.from("x")).slice(0, 2)}/${sha256(Buffer.from("x"))}`;
    expect(failures).toEqual([
      "The S3 check of the bucket taskdeck-archive failed: status 403.",
      `The S3 read of taskdeck-archive/${key} failed: status 403 (SignatureDoesNotMatch).`,
      `The S3 check of taskdeck-archive/${key} failed: status 403.`,
    ]);
    for (const message of failures) expect(message).not.toMatch(/not-the-secret|Signature=|AWS4-HMAC|Credential/);
  });

  it("is not ready when its bucket is missing or its endpoint does not answer", async () => {
    const missing = s3Storage({ ...s3.settings, bucket: "no-such-bucket" }, root);
    await expect(missing.ready()).rejects.toThrow("The S3 check of the bucket no-such-bucket failed: status 404.");
    const port = await closedPort();
    const away = s3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${port}` }, root);
    await expect(away.ready()).rejects.toThrow(
      `The S3 check of the bucket taskdeck-archive failed: http://127.0.0.1:${port} could not be reached (ECONNREFUSED).`,
    );
  });
});

/** A loopback port nothing listens on: one just let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
