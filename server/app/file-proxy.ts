import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebStream } from "node:stream/web";
import type { Middleware } from "../sandbox/handler.ts";
import { sendError } from "../sandbox/http.ts";
import type { SeenUrls } from "./seen-urls.ts";

export const FILE_PROXY_PATH = "/__taskdeck/file";
const PASSED_ON = ["content-type", "content-length", "last-modified", "etag"];

/**
 * Fetches a result file for the page when its host sends no CORS headers (the 3D viewer must
 * read the bytes; a video element or a link needs no such help). Only URLs the service itself
 * returned through this server are fetched, so this is no open proxy.
 */
export function createFileProxy(seen: SeenUrls, timeoutMs: number): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname !== FILE_PROXY_PATH) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendError(
        res,
        405,
        { type: "request_error", code: "method_not_allowed", message: "Use GET." },
        { Allow: "GET, HEAD" },
      );
    }
    const target = url.searchParams.get("url") ?? "";
    if (!seen.has(target)) {
      return sendError(res, 403, {
        type: "request_error",
        code: "unknown_file",
        message:
          "This server fetches only result files the service returned through it, and it has not seen this one " +
          "(it may have restarted since): use Check now on the task, then try again.",
      });
    }
    fetchThrough(target, req.method, timeoutMs, res).catch((error: unknown) => {
      // The origin only: a file URL's query may be a signature worth keeping out of logs.
      const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : "";
      console.error(`file proxy: ${new URL(target).origin}: ${String(error)}${cause}`);
      if (!res.headersSent)
        sendError(res, 502, {
          type: "upstream_error",
          code: "file_unreachable",
          message: `The file host ${new URL(target).origin} did not answer in time, or refused.`,
        });
      else res.destroy();
    });
  };
}

async function fetchThrough(target: string, method: string, timeoutMs: number, res: Parameters<Middleware>[1]) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  res.on("close", () => abort.abort());
  try {
    const answer = await fetch(target, { method, signal: abort.signal, redirect: "follow" });
    const headers: Record<string, string> = {
      // The bytes are someone else's: never let them run as a page of this origin.
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Content-Disposition": "attachment",
      "Cache-Control": "private, max-age=600",
    };
    for (const name of PASSED_ON) {
      const value = answer.headers.get(name);
      if (value) headers[name] = value;
    }
    res.writeHead(answer.status, headers);
    if (!answer.body || method === "HEAD") return void res.end();
    const body = Readable.fromWeb(answer.body as WebStream<Uint8Array>);
    // The time-out now bounds each pause, not the whole (possibly large) transfer.
    body.on("data", () => timer.refresh());
    await pipeline(body, res);
  } finally {
    clearTimeout(timer);
  }
}
