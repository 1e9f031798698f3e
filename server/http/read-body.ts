import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** A body read whole, with its SHA-256 worked out as it arrived (no second pass over it). */
export type ReadBody = { bytes: Buffer; sha256: string };
export type BodyFailure = { ok: false; reason: "too-large" | "busy" | "aborted" };

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
 * Reads a request body and hands it to `use`. The budget counts its bytes from the first chunk
 * until `use` is over, parse and checks included, since that is how long they are held: the
 * one place that gives them back. Past `limit` (declared, or counted as a chunked body
 * arrives) or the budget, `use` is never called and what is left is discarded as it arrives.
 */
export async function withBody<T>(
  req: IncomingMessage,
  limit: number,
  budget: BodyBudget,
  use: (body: ReadBody) => T | Promise<T>,
): Promise<{ ok: true; value: T } | BodyFailure> {
  const read = await readBody(req, limit, budget);
  if (!read.ok) return read;
  try {
    return { ok: true, value: await use(read.body) };
  } finally {
    budget.give(read.body.bytes.length);
  }
}

/**
 * After a body is refused, what still comes of it is read and dropped for up to `ms`, then the
 * connection is cut. Closing at once, with the client still sending, makes the kernel reset the
 * connection, and the client loses the answer with it: a 413 or a 503 then reads as a network
 * error. So a refusal does not say `Connection: close`; past `ms` the socket goes all the same.
 */
export function lingerOnRefusal(req: IncomingMessage, ms = 2_000): void {
  if (req.complete) return;
  const timer = setTimeout(() => req.socket.destroy(), ms);
  const stop = () => clearTimeout(timer);
  req.once("end", stop).once("close", stop).resume();
}

/** On success the budget still holds the body's bytes; withBody gives them back. */
function readBody(
  req: IncomingMessage,
  limit: number,
  budget: BodyBudget,
): Promise<{ ok: true; body: ReadBody } | BodyFailure> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    lingerOnRefusal(req);
    return Promise.resolve({ ok: false, reason: "too-large" });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const hash = createHash("sha256");
    let size = 0;
    let done = false;
    const finish = (result: { ok: true; body: ReadBody } | BodyFailure) => {
      if (done) return;
      done = true;
      req.off("data", onData);
      if (!result.ok) {
        budget.give(size);
        lingerOnRefusal(req);
      }
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) return finish({ ok: false, reason: "too-large" });
      if (!budget.take(chunk.length)) return finish({ ok: false, reason: "busy" });
      size += chunk.length;
      chunks.push(chunk);
      hash.update(chunk);
    };
    req.on("data", onData);
    req.once("end", () =>
      finish({ ok: true, body: { bytes: Buffer.concat(chunks, size), sha256: hash.digest("hex") } }),
    );
    req.once("error", () => finish({ ok: false, reason: "aborted" }));
    req.once("close", () => {
      if (!req.complete) finish({ ok: false, reason: "aborted" });
    });
  });
}

/** The body, read whole unless it passes `max` bytes (then null: the rest is not read). */
export async function readCapped(body: ReadableStream<Uint8Array> | null, max: number): Promise<ArrayBuffer | null> {
  if (!body) return new ArrayBuffer(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) {
      await body.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(chunk);
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return whole.buffer;
}
