import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RunPreset } from "../../contract/run.ts";
import type { SharedItem } from "../../contract/shared-item.ts";
import { makePreset } from "../../test/runs.ts";
import { storeTabs } from "../../test/store-tabs.ts";
import { PresetBook } from "./preset-book.ts";

// What a workspace says of its presets (shared-books.ts): a newer copy is stored, an older one
// changes nothing, a removal removes what is older than it.

const tab = storeTabs("presets", () => new PresetBook());

const item = (id: string, value: RunPreset | null, updatedAt: number): SharedItem => ({
  kind: "presets",
  id,
  item: value,
  updatedAt,
  change: 1,
});

describe("PresetBook, as a shared book", () => {
  it("takes a newer copy and a new preset, and keeps its own when newer; another tab hears it", async () => {
    const book = await tab();
    const other = await tab();
    await book.save(makePreset("a", "Mine", 2_000));
    await book.take([
      item("a", makePreset("a", "Theirs, older", 1_000), 1_000),
      item("b", makePreset("b", "New", 5), 5),
    ]);
    expect(book.list().map((p) => p.name)).toEqual(["Mine", "New"]);
    expect(book.times()).toEqual(
      new Map([
        ["a", 2_000],
        ["b", 5],
      ]),
    );
    await book.take([item("a", makePreset("a", "Theirs", 3_000), 3_000)]);
    expect(book.get("a")?.name).toBe("Theirs");
    await waitFor(() => expect(other.list().map((p) => p.name)).toEqual(["New", "Theirs"]));
  });

  it("removes on a newer removal only, and skips a copy it cannot read", async () => {
    const book = await tab();
    await book.save(makePreset("a", "Kept", 2_000));
    await book.take([item("a", null, 1_500)]);
    expect(book.get("a")?.name).toBe("Kept");
    await book.take([item("a", null, 2_500), item("c", { name: "no plan" } as unknown as RunPreset, 9)]);
    expect(book.list()).toEqual([]);
  });
});
