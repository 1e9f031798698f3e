import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { BodyBudget, readBody } from "./read-body.ts";

/** A request body arriving in chunks, as a socket would deliver it. */
function body(chunks: number[], headers: Record<string, string> = {}) {
  const stream = Object.assign(new PassThrough(), { headers, complete: false });
  const feed = async () => {
    for (const size of chunks) {
      stream.write(Buffer.alloc(size, 0x61));
      await new Promise((resolve) => setImmediate(resolve));
    }
    stream.complete = true;
    stream.end();
  };
  return { req: stream as unknown as IncomingMessage, feed };
}

describe("readBody", () => {
  it("reads a body within the limit, and gives its bytes back to the budget", async () => {
    const budget = new BodyBudget(100);
    const { req, feed } = body([30, 30]);
    const read = readBody(req, 80, budget);
    await feed();
    expect(await read).toMatchObject({ ok: true });
    expect(budget.take(100)).toBe(true);
  });

  it("stops at the limit, and at once when Content-Length says it is over", async () => {
    const over = body([50, 50]);
    const read = readBody(over.req, 80, new BodyBudget(1000));
    await over.feed();
    expect(await read).toEqual({ ok: false, reason: "too-large" });
    const declared = body([], { "content-length": "81" });
    expect(await readBody(declared.req, 80, new BodyBudget(1000))).toEqual({ ok: false, reason: "too-large" });
  });

  it("says busy when bodies being read at once would pass the budget", async () => {
    const budget = new BodyBudget(100);
    const first = body([60]);
    const second = body([60]);
    const reads = [readBody(first.req, 80, budget), readBody(second.req, 80, budget)];
    await Promise.all([first.feed(), second.feed()]);
    expect((await Promise.all(reads)).map((read) => (read.ok ? "ok" : read.reason))).toEqual(["ok", "busy"]);
  });
});
