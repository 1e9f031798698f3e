import { describe, expect, it } from "vitest";
import { series, watchRss } from "./stall.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("series", () => {
  it("sends until the heavy request settles, counting the failed ones and their waits", async () => {
    let sent = 0;
    const small = async () => {
      sent++;
      await sleep(5);
      if (sent % 2) throw new Error("refused");
      return true;
    };
    const result = await series(small, sleep(300), Infinity);
    expect(result.requests).toBe(sent);
    expect(result.requests).toBeGreaterThan(2);
    expect(result.failed).toBe(Math.ceil(sent / 2));
    expect(result.max).toBeGreaterThanOrEqual(4);
  });

  it("stops at its deadline when the heavy request never settles", async () => {
    const started = Date.now();
    const result = await series(async () => true, new Promise(() => undefined), Date.now() + 200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.requests).toBeGreaterThan(0);
  });
});

describe("watchRss", () => {
  it("reads a live process's resident memory and its peak, which grows with what it holds", async () => {
    const stop = watchRss(process.pid);
    const held = Buffer.alloc(64 * 1024 * 1024, 1);
    await sleep(200);
    const { before, peak } = stop();
    expect(held.length).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(10_000_000);
    expect(peak).toBeGreaterThanOrEqual(before + 60 * 1024 * 1024);
  });
});
