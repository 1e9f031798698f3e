import type { IncomingMessage } from "node:http";

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; reason: "too-large" | "busy" | "aborted" };

/**
 * Bytes of request bodies held in memory at once, across requests: many large bodies at the
 * same moment get "busy" (503) rather than the heap.
 */
export class BodyBudget {
  #used = 0;
  constructor(readonly limit: number) {}

  take(bytes: number): boolean {
    if (this.#used + bytes > this.limit) return false;
    this.#used += bytes;
    return true;
  }

  give(bytes: number) {
    this.#used -= bytes;
  }
}

/**
 * Reads a request body, giving up at `limit` bytes or when the budget is spent (what is left
 * is then discarded as it arrives). The budget counts the bytes while they are being read.
 */
export function readBody(req: IncomingMessage, limit: number, budget: BodyBudget): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve({ ok: false, reason: "too-large" });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult) => {
      if (done) return;
      done = true;
      req.off("data", onData);
      budget.give(size);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) return finish({ ok: false, reason: "too-large" });
      if (!budget.take(chunk.length)) return finish({ ok: false, reason: "busy" });
      size += chunk.length;
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => finish({ ok: true, bytes: Buffer.concat(chunks, size) }));
    req.once("error", () => finish({ ok: false, reason: "aborted" }));
    req.once("close", () => {
      if (!req.complete) finish({ ok: false, reason: "aborted" });
    });
  });
}
