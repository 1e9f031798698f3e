import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { database } from "../../lib/db.ts";
import { storeTabs } from "../../test/store-tabs.ts";
import { JudgementBook } from "./judgement-book.ts";

const tab = storeTabs("judgements", () => new JudgementBook());

describe("JudgementBook", () => {
  it("stores a judgement of a pair that a new book (a reload) reads back, in either order", async () => {
    const first = await tab();
    await first.judge("x", "y", "b");
    const reloaded = await tab();
    expect(reloaded.pair("y", "x")).toMatchObject({ a: "x", b: "y", choice: "b" });
    expect(reloaded.of("x")).toHaveLength(1);
    expect(reloaded.of("y")).toHaveLength(1);
  });

  it("replaces the pair's judgement, even made the other way round, and undoes it when chosen again", async () => {
    const book = await tab();
    const first = await book.judge("x", "y", "a");
    const second = await book.judge("y", "x", "tie");
    expect(second).toMatchObject({ a: "y", b: "x", choice: "tie" });
    expect(second!.updatedAt).toBeGreaterThan(first!.updatedAt);
    // "A is better" with y shown as A: y wins; the same again, as shown the other way, undoes it.
    await book.judge("y", "x", "a");
    expect(await book.judge("x", "y", "b")).toBeUndefined();
    expect(book.pair("x", "y")).toBeUndefined();
    expect(book.of("x")).toEqual([]);
  });

  it("tells other tabs of every judgement", async () => {
    const [a, b] = [await tab(), await tab()];
    await a.judge("x", "y", "a");
    await waitFor(() => expect(b.pair("x", "y")?.choice).toBe("a"));
    await a.judge("x", "y", "a");
    await waitFor(() => expect(b.pair("x", "y")).toBeUndefined());
  });

  it("leaves a stored judgement that does not read where it is, and shows none", async () => {
    await (await database()).put("judgements", { a: "x", b: "y", choice: "maybe", updatedAt: 1 }, "odd");
    const book = await tab();
    expect(book.of("x")).toEqual([]);
    expect(await (await database()).get("judgements", "odd")).toMatchObject({ choice: "maybe" });
  });
});
