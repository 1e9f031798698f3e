import { describe, expect, it } from "vitest";
import { lazyModule } from "./lazy-module.ts";

describe("lazyModule", () => {
  it("imports once, then gives the module synchronously", async () => {
    let imports = 0;
    const lazy = lazyModule(async () => ({ n: ++imports }));
    expect(lazy.current()).toBeNull();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(lazy.current()).toEqual({ n: 1 });
    expect(imports).toBe(1);
  });

  it("tries a failed import again on the next load", async () => {
    let attempts = 0;
    const lazy = lazyModule(async () => {
      if (++attempts === 1) throw new Error("offline");
      return { ok: true };
    });
    lazy.preload();
    await expect(lazy.load()).rejects.toThrow("offline");
    expect(lazy.current()).toBeNull();
    await expect(lazy.load()).resolves.toEqual({ ok: true });
    expect(attempts).toBe(2);
  });
});
