import type { IncomingMessage, ServerResponse } from "node:http";
import { errorBody, type ErrorDetail } from "../../src/contract/error-body.ts";

export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

export function sendError(
  res: ServerResponse,
  status: number,
  detail: Omit<ErrorDetail, "param"> & { param?: string | null },
  headers: Record<string, string> = {},
) {
  sendJson(res, status, errorBody({ ...detail, param: detail.param ?? null }), headers);
}

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; reason: "too-large" | "aborted" };

/** Reads a request body, giving up at `limit` bytes; the rest is drained so the answer can still be read. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.resolve({ ok: false, reason: "too-large" });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    });
    req.on("end", () =>
      resolve(over ? { ok: false, reason: "too-large" } : { ok: true, bytes: Buffer.concat(chunks) }),
    );
    req.on("error", () => resolve({ ok: false, reason: "aborted" }));
    req.on("aborted", () => resolve({ ok: false, reason: "aborted" }));
  });
}

export function originOf(req: IncomingMessage): string {
  const forwarded = req.headers["x-forwarded-proto"];
  const proto = typeof forwarded === "string" && /^https?$/.test(forwarded) ? forwarded : "http";
  return `${proto}://${req.headers.host ?? "localhost"}`;
}
