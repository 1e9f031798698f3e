import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { BodyBudget, withBody } from "./read-body.ts";

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

const whole = (req: IncomingMessage, limit: number, budget: BodyBudget) => withBody(req, limit, budget, (read) => read);

describe("withBody", () => {
  it("reads a body within the limit, with its SHA-256, and gives its bytes back to the budget", async () => {
    const budget = new BodyBudget(100);
    const { req, feed } = body([30, 30]);
    const read = whole(req, 80, budget);
    await feed();
    const expected = createHash("sha256").update(Buffer.alloc(60, 0x61)).digest("hex");
    expect(await read).toMatchObject({ ok: true, value: { sha256: expected } });
    expect(budget.take(100)).toBe(true);
  });

  it("holds the body's bytes in the budget until its user is done with them, even when it throws", async () => {
    const budget = new BodyBudget(100);
    const { req, feed } = body([60]);
    const seen: boolean[] = [];
    const read = withBody(req, 80, budget, async () => {
      seen.push(budget.take(41));
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error("the parse failed");
    });
    await feed();
    await expect(read).rejects.toThrow("the parse failed");
    expect(seen).toEqual([false]);
    expect(budget.take(100)).toBe(true);
  });

  it("stops at the limit, and at once when Content-Length says it is over", async () => {
    const over = body([50, 50]);
    const budget = new BodyBudget(1000);
    const read = whole(over.req, 80, budget);
    await over.feed();
    expect(await read).toEqual({ ok: false, reason: "too-large" });
    expect(budget.take(1000)).toBe(true);
    const declared = body([], { "content-length": "81" });
    expect(await whole(declared.req, 80, new BodyBudget(1000))).toEqual({ ok: false, reason: "too-large" });
  });

  it("says busy when bodies being read at once would pass the budget", async () => {
    const budget = new BodyBudget(100);
    const first = body([60]);
    const second = body([60]);
    const reads = [whole(first.req, 80, budget), whole(second.req, 80, budget)];
    await Promise.all([first.feed(), second.feed()]);
    expect((await Promise.all(reads)).map((read) => (read.ok ? "ok" : read.reason))).toEqual(["ok", "busy"]);
  });
});
