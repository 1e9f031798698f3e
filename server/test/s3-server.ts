import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { AwsClient } from "aws4fetch";
import type { S3Settings } from "../archive/s3-settings.ts";

// A real S3-protocol server for the archive's tests, never a mock: s3rver (the fork kept up for
// Node 20) in this process on loopback, its objects in a folder of its own. It checks every
// call's SigV4 signature and answers HEAD, byte ranges and DELETE as S3 does. It knows one key
// pair, S3RVER / S3RVER.

export type TestS3 = {
  settings: S3Settings;
  /** Each call the server was sent, as it came: its method, path and headers. */
  seen: { method: string; url: string; headers: IncomingHttpHeaders }[];
  /** The keys the bucket holds, sorted, read with S3's own listing (ListObjectsV2). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
};

export async function startS3(bucket = "taskdeck-archive"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "taskdeck-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const seen: TestS3["seen"] = [];
  const { port } = await server.run();
  // Heard beside s3rver's own handler, which answers the call.
  server.httpServer.on("request", ({ method = "", url = "", headers }: IncomingMessage) =>
    seen.push({ method, url, headers }),
  );
  const settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  const client = new AwsClient({ ...settings, service: "s3", retries: 0 });
  return {
    settings,
    seen,
    async keys() {
      const answer = await client.fetch(`${settings.endpoint}/${bucket}?list-type=2`);
      const listing = await answer.text();
      if (!answer.ok) throw new Error(`the bucket's listing: ${answer.status} ${listing}`);
      return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!).sort();
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The server's settings for `s3`, as `npm start` reads them from its environment. */
export const s3Env = ({ endpoint, bucket, accessKeyId, secretAccessKey }: S3Settings): Record<string, string> => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: accessKeyId,
  S3_SECRET_ACCESS_KEY: secretAccessKey,
});
