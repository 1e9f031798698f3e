import { describe, expect, it } from "vitest";
import { missingFigures } from "./figures.ts";

describe("missingFigures", () => {
  it("finds none in complete results", () => {
    expect(missingFigures({ a: 1, b: [0, 2], c: { d: "text", e: Infinity, f: null } })).toEqual([]);
  });

  it("names every NaN and every empty list by its path", () => {
    expect(missingFigures({ a: NaN, b: [], c: { d: [1, NaN] } })).toEqual(["results.a", "results.b", "results.c.d[1]"]);
  });
});
