import { describe, expect, it } from "vitest";
import { pairKey } from "../../contract/judgement.ts";
import type { SharedItem } from "../../contract/shared-item.ts";
import { storeTabs } from "../../test/store-tabs.ts";
import { JudgementBook } from "./judgement-book.ts";

// What a workspace says of its judgements (shared-books.ts): by the pair's key, the newer copy wins.

const tab = storeTabs("judgements", () => new JudgementBook());

const item = (a: string, b: string, choice: string | null, updatedAt: number, id = pairKey(a, b)): SharedItem => ({
  kind: "judgements",
  id,
  item: choice === null ? null : { a, b, choice, updatedAt },
  updatedAt,
  change: 1,
});

describe("JudgementBook, as a shared book", () => {
  it("takes a newer judgement, keeps its own newer one, and a reload reads what it took", async () => {
    const book = await tab();
    const mine = await book.judge("x", "y", "a");
    await book.take([item("x", "y", "b", mine!.updatedAt - 1), item("p", "q", "tie", 10)]);
    expect(book.pair("x", "y")?.choice).toBe("a");
    expect(book.pair("p", "q")?.choice).toBe("tie");
    await book.take([item("y", "x", "a", mine!.updatedAt + 1)]);
    expect(book.pair("x", "y")).toMatchObject({ a: "y", choice: "a" });
    expect((await tab()).pair("q", "p")?.choice).toBe("tie");
  });

  it("removes on a newer removal, and skips one kept under another pair's key", async () => {
    const book = await tab();
    await book.take([item("p", "q", "tie", 10), item("r", "s", "a", 10, pairKey("r", "t"))]);
    expect(book.times()).toEqual(new Map([[pairKey("p", "q"), 10]]));
    await book.take([item("p", "q", null, 5)]);
    expect(book.pair("p", "q")).toBeDefined();
    await book.take([item("p", "q", null, 11)]);
    expect(book.pair("p", "q")).toBeUndefined();
    expect(book.of("p")).toEqual([]);
  });
});
