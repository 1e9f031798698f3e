import { describe, expect, it } from "vitest";
import type { Judgement } from "../../../contract/judgement.ts";
import { comparisonsMarkdown } from "./run-comparisons.ts";
import type { RunRow } from "./run-rows.ts";

const row = (key: string, entryId: string | null, name = `Prompt: ${key}`) => ({ key, name, entryId }) as RunRow;
const judged = (a: string, b: string, choice: Judgement["choice"]): Judgement => ({ a, b, choice, updatedAt: 1 });

describe("the Markdown report's comparisons", () => {
  const all = [judged("t1", "t2", "a"), judged("t1", "x", "b"), judged("t3", "t1", "b"), judged("t1", "t4", "tie")];
  const of = (id: string) => all.filter((judgement) => judgement.a === id || judgement.b === id);

  it("says per compared cell how many of its comparisons its task won", () => {
    const text = comparisonsMarkdown([row("c1", "t1"), row("c2", "t2"), row("c3", null), row("c4", "t9")], of);
    expect(text.split("\n")).toEqual([
      "**Pairwise comparisons**",
      "",
      "- Prompt: c1 (c1): won 2 of 4 comparisons",
      "- Prompt: c2 (c2): won 0 of 1 comparison",
      "",
    ]);
  });

  it("is empty when no cell was compared, and scrubs the token from the cells' names", () => {
    expect(comparisonsMarkdown([row("c3", "t9")], of)).toBe("");
    expect(comparisonsMarkdown([row("c1", "t1", "Prompt: sk-secret | a")], of, ["sk-secret"])).not.toContain(
      "sk-secret",
    );
  });
});
