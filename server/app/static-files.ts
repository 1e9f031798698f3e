import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Middleware } from "../sandbox/handler.ts";

type StaticFile = { body: Buffer; br: Buffer | null; gzip: Buffer | null; type: string; etag: string; cache: string };

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".txt"]);

export class MissingBuildError extends Error {}

/**
 * The built app, read into memory once at start. It is small (well under a few MB), and
 * answering from a map means no request path ever reaches the file system.
 */
export async function loadStaticFiles(distDir: string): Promise<Map<string, StaticFile>> {
  let names: string[];
  try {
    names = (await readdir(distDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));
  } catch {
    throw new MissingBuildError(`No built app in ${distDir}: run \`npm run build\` first.`);
  }
  if (!names.includes("index.html"))
    throw new MissingBuildError(`${distDir} holds no index.html: run \`npm run build\`.`);
  const files = new Map<string, StaticFile>();
  for (const name of names) {
    const urlPath = "/" + name.split(path.sep).join("/");
    // Vite's manifest (in .vite/) is for build tools, not for browsers.
    if (urlPath.split("/").some((part) => part.startsWith("."))) continue;
    files.set(urlPath, prepare(await readFile(path.join(distDir, name)), urlPath));
  }
  files.set("/", files.get("/index.html")!);
  return files;
}

function prepare(body: Buffer, urlPath: string): StaticFile {
  const ext = path.extname(urlPath);
  const compress = COMPRESSIBLE.has(ext) && body.length > 512;
  return {
    body,
    // Quality 9 is within a few per cent of 11 and compresses the whole app in a quarter second, not four.
    br: compress ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : null,
    gzip: compress ? gzipSync(body, { level: 9 }) : null,
    type: TYPES[ext] ?? "application/octet-stream",
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    // Vite puts a content hash in every name under /assets/; everything else may change.
    cache: urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
  };
}

export function serveStatic(files: Map<string, StaticFile>): Middleware {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get((req.url ?? "/").split("?")[0]!);
    if (!file) return next();
    send(file, req, res);
  };
}

function send(file: StaticFile, req: IncomingMessage, res: ServerResponse) {
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": file.cache,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  };
  if (req.headers["if-none-match"] === file.etag) return void res.writeHead(304, headers).end();
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const [encoding, body] =
    file.br && /\bbr\b/.test(accepts)
      ? ["br", file.br]
      : file.gzip && /\bgzip\b/.test(accepts)
        ? ["gzip", file.gzip]
        : [null, file.body];
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
