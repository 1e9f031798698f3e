import { describe, expect, it } from "vitest";
import { withLock } from "./cross-tab-lock.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("withLock without the Web Locks API (jsdom has none)", () => {
  it("runs holders of one name one at a time, in order, even when one fails", async () => {
    expect(navigator.locks).toBeUndefined();
    const log: string[] = [];
    const holder =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name} in`);
        await tick();
        log.push(`${name} out`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      withLock("x", holder("a")),
      withLock("x", holder("b", true)),
      withLock("x", holder("c")),
    ]);
    expect(log).toEqual(["a in", "a out", "b in", "b out", "c in", "c out"]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("lets different names run side by side", async () => {
    const log: string[] = [];
    await Promise.all(
      ["p", "q"].map((name) =>
        withLock(name, async () => {
          log.push(`${name} in`);
          await tick();
          log.push(`${name} out`);
        }),
      ),
    );
    expect(log.slice(0, 2)).toEqual(["p in", "q in"]);
  });
});
