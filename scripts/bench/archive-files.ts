import { createCipheriv } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable, pipeline } from "node:stream";
import { taskPath } from "../../src/contract/server-paths.ts";

// The archive bench's file host and service in one (node:http on loopback): `count` result files
// of `size` bytes each, every one different (AES-CTR of zeros under an IV of its own: made as they
// are sent, never held whole, the same bytes at each request), and, as the service, each task's
// record naming its file, which Taskdeck's file proxy asks for before it passes a file on.

const CHUNK = 64 * 1024;
const ZEROS = Buffer.alloc(CHUNK);
const KEY = Buffer.alloc(16, 7);

export type BenchFile = { requestId: string; url: string };
export type FileHost = {
  url: string;
  files: BenchFile[];
  /** The record the service answers for a file's task (as a follower would have kept it). */
  recordOf(file: BenchFile): Record<string, unknown>;
  /** Each file's GETs since the last `forget()`, by path. */
  gets(): Map<string, number>;
  /** When the first file GET came since the last `forget()` (ms since the epoch), or NaN. */
  firstGetAt(): number;
  forget(): void;
  close(): Promise<void>;
};

function* fileBytes(n: number, size: number) {
  const iv = Buffer.alloc(16);
  iv.writeUInt32BE(n);
  const cipher = createCipheriv("aes-128-ctr", KEY, iv);
  for (let sent = 0; sent < size; sent += CHUNK) yield cipher.update(ZEROS.subarray(0, Math.min(CHUNK, size - sent)));
}

export async function startFileHost(count: number, size: number): Promise<FileHost> {
  let gets = new Map<string, number>();
  let firstGetAt = NaN;
  const paths = Array.from({ length: count }, (_, n) => `/files/${String(n).padStart(4, "0")}/result.mp4`);
  const requestIdOf = (n: number) => `benchArchive${String(n).padStart(4, "0")}`;
  const recordOf = (file: BenchFile) => ({
    request_id: file.requestId,
    status: "COMPLETED",
    data: { video_urls: [file.url] },
  });

  const server = createServer((req, res) => {
    const path = req.url ?? "";
    const file = paths.indexOf(path);
    if (req.method === "GET" && file >= 0) {
      if (Number.isNaN(firstGetAt)) firstGetAt = Date.now();
      gets.set(path, (gets.get(path) ?? 0) + 1);
      res.writeHead(200, { "Content-Type": "video/mp4", "Content-Length": String(size) });
      return void pipeline(Readable.from(fileBytes(file, size)), res, () => undefined);
    }
    const task = files.find((one) => path === taskPath(one.requestId));
    if (req.method === "GET" && task) {
      res.writeHead(200, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify({ code: "success", message: "", data: recordOf(task) }));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const files = paths.map((path, n) => ({ requestId: requestIdOf(n), url: `${url}${path}` }));
  return {
    url,
    files,
    recordOf,
    gets: () => gets,
    firstGetAt: () => firstGetAt,
    forget() {
      gets = new Map();
      firstGetAt = NaN;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
