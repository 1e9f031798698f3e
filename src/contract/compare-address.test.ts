import { describe, expect, it } from "vitest";
import { compareHash, parseCompareHash } from "./compare-address.ts";

describe("compare address", () => {
  it("round-trips ids, odd characters included", () => {
    const ids = ["a1", "b,2", "c#3"];
    expect(parseCompareHash(compareHash(ids))).toEqual(ids);
  });

  it("is null for other hashes and empty lists; repeats count once", () => {
    expect(parseCompareHash("")).toBeNull();
    expect(parseCompareHash("#other")).toBeNull();
    expect(parseCompareHash("#compare=")).toBeNull();
    expect(parseCompareHash("#compare=a,a,%E0")).toEqual(["a", "%E0"]);
  });
});
