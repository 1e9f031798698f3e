import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { BASIS_WORKER_PATH } from "../../src/contract/server-paths.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { ACCESS_PAGES } from "../../src/contract/access.ts";

/** The access pages' HTML in the build (a second entry beside index.html). */
export const ACCESS_HTML = "/access.html";
import { DECODER_WORKER_POLICY } from "./security-headers.ts";

type Bytes = Uint8Array<ArrayBuffer>;
export type StaticFile = {
  body: Bytes;
  br: Bytes | null;
  gzip: Bytes | null;
  type: string;
  etag: string;
  cache: string;
};

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
  // The 3D viewer's decoders (Draco, Basis): binary, yet they shrink to about a third compressed.
  ".wasm": "application/wasm",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".webmanifest", ".txt", ".wasm"]);

export class MissingBuildError extends Error {}

/**
 * The built app, read into memory once at start. It is small (well under a few MB), and
 * answering from a map means no request path ever reaches the file system; every file is
 * compressed once (brotli and gzip) rather than per request. `@hono/node-server`'s
 * serveStatic (v2) would stat and read the disk per request, serve only the .br/.gz files the
 * build left on disk (Vite writes none), and send no ETag, so no 304. Byte ranges are not
 * needed here (no media in the app); the sandbox's videos get them from serveStatic.
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
  // The access pages (sign-in, setup, joining, people) are one page of their own (access.html).
  const access = files.get(ACCESS_HTML);
  if (access) for (const page of Object.values(ACCESS_PAGES)) files.set(page, access);
  return files;
}

function prepare(body: Buffer, urlPath: string): StaticFile {
  const ext = path.extname(urlPath);
  const compress = COMPRESSIBLE.has(ext) && body.length > 512;
  return {
    body: new Uint8Array(body),
    // Quality 9 is within a few per cent of 11 and compresses the whole app in a quarter second, not four.
    br: compress ? new Uint8Array(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })) : null,
    gzip: compress ? new Uint8Array(gzipSync(body, { level: 9 })) : null,
    type: TYPES[ext] ?? "application/octet-stream",
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    // Vite puts a content hash in every name under /assets/; everything else may change.
    cache: urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
  };
}

export function serveBuiltApp(files: Map<string, StaticFile>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const file = c.req.method === "GET" || c.req.method === "HEAD" ? files.get(c.req.path) : undefined;
    return file ? sendStaticFile(c, file) : next();
  };
}

/** One of the built app's files, compressed as the client accepts, answered 304 when it holds this version. */
export function sendStaticFile(c: AppContext, file: StaticFile): Response {
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": file.cache,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  };
  if (c.req.path === BASIS_WORKER_PATH) headers["Content-Security-Policy"] = DECODER_WORKER_POLICY;
  if (c.req.header("if-none-match") === file.etag) return c.body(null, 304, headers);
  const accepts = c.req.header("accept-encoding") ?? "";
  const [encoding, body] =
    file.br && /\bbr\b/.test(accepts)
      ? ["br", file.br]
      : file.gzip && /\bgzip\b/.test(accepts)
        ? ["gzip", file.gzip]
        : [null, file.body];
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(body, 200, headers);
}
