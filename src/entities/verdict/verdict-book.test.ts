import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { database } from "../../lib/db.ts";
import { storeTabs } from "../../test/store-tabs.ts";
import { VerdictBook } from "./verdict-book.ts";

const tab = storeTabs("verdicts", () => new VerdictBook());

describe("VerdictBook", () => {
  it("stores a verdict that a new book (a reload) reads back, stamped with the time of the change", async () => {
    const first = await tab();
    const before = Date.now();
    await first.update("t1", { outcome: "pass", rating: 4, tags: ["hands"], note: "good" });
    const reloaded = await tab();
    expect(reloaded.get("t1")).toMatchObject({ outcome: "pass", rating: 4, tags: ["hands"], note: "good", pins: [] });
    expect(reloaded.get("t1")?.updatedAt).toBeGreaterThanOrEqual(before);
  });

  it("changes from the verdict as stored, and each change is newer than the last", async () => {
    const book = await tab();
    const a = await book.update("t1", { outcome: "fail" });
    const b = await book.update("t1", (current) => ({ tags: [...current.tags, "blurry"] }));
    expect(b).toMatchObject({ outcome: "fail", tags: ["blurry"] });
    expect(b.updatedAt).toBeGreaterThan(a.updatedAt);
  });

  it("tells other tabs of every change", async () => {
    const [a, b] = [await tab(), await tab()];
    await a.update("t1", { rating: 2 });
    await waitFor(() => expect(b.get("t1")?.rating).toBe(2));
    await a.putMany(new Map([["t2", { outcome: "pass", rating: null, tags: [], note: "", pins: [], updatedAt: 3 }]]));
    await waitFor(() => expect(b.get("t2")?.outcome).toBe("pass"));
    await a.remove("t1");
    await waitFor(() => expect(b.get("t1")).toBeUndefined());
  });

  it("lists the tags in use, the most used first", async () => {
    const book = await tab();
    await book.update("t1", { tags: ["hands", "blurry"] });
    await book.update("t2", { tags: ["blurry"] });
    expect(book.tags()).toEqual(["blurry", "hands"]);
  });

  it("shows a stored verdict that does not read as none, and leaves it stored", async () => {
    await (await database()).put("verdicts", { outcome: "maybe", updatedAt: 1 }, "odd");
    const book = await tab();
    expect(book.get("odd")).toBeUndefined();
    expect(await (await database()).get("verdicts", "odd")).toEqual({ outcome: "maybe", updatedAt: 1 });
  });
});
