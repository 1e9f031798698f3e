import { describe, expect, it } from "vitest";
import { choiceOfKey } from "./choices.ts";
import { choiceAsShown, otherOf, pairKey, resultFor, tally } from "./judgement.ts";
import type { Judgement } from "../../contract/judgement.ts";

const judged = (a: string, b: string, choice: Judgement["choice"]): Judgement => ({ a, b, choice, updatedAt: 1 });

describe("pairwise judgements", () => {
  it("keys a pair the same in either order, and apart from every other pair", () => {
    expect(pairKey("x", "y")).toBe(pairKey("y", "x"));
    expect(pairKey("x", "y")).not.toBe(pairKey("x", "z"));
    // Ids holding the separator a joined key would use do not collide.
    expect(pairKey("a,b", "c")).not.toBe(pairKey("a", "b,c"));
  });

  it("says who won, who lost and who tied", () => {
    const aWins = judged("x", "y", "a");
    expect([resultFor(aWins, "x"), resultFor(aWins, "y")]).toEqual(["won", "lost"]);
    expect(resultFor(judged("x", "y", "b"), "y")).toBe("won");
    expect(resultFor(judged("x", "y", "tie"), "x")).toBe("tied");
    expect(otherOf(aWins, "y")).toBe("x");
  });

  it("reads a judgement made the other way round as the sides are shown now", () => {
    expect(choiceAsShown(judged("x", "y", "a"), "x")).toBe("a");
    expect(choiceAsShown(judged("x", "y", "a"), "y")).toBe("b");
    expect(choiceAsShown(judged("x", "y", "b"), "y")).toBe("a");
    expect(choiceAsShown(judged("x", "y", "tie"), "y")).toBe("tie");
    expect(choiceAsShown(undefined, "x")).toBeNull();
  });

  it("counts the comparisons a task won of those it was in (a tie is not a win)", () => {
    const all = [judged("x", "y", "a"), judged("z", "x", "a"), judged("x", "w", "tie"), judged("y", "z", "b")];
    expect(tally(all, "x")).toEqual({ won: 1, total: 3 });
    expect(tally(all, "z")).toEqual({ won: 2, total: 2 });
    expect(tally(all, "nobody")).toEqual({ won: 0, total: 0 });
  });

  it("maps the keys a, b and t to the choices", () => {
    expect(["a", "b", "t", "p"].map(choiceOfKey)).toEqual(["a", "b", "tie", undefined]);
  });
});
