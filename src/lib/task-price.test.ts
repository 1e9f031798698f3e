import { describe, expect, it } from "vitest";
import { loadTaskPrice, parseTaskPrice, saveTaskPrice } from "./task-price.ts";

describe("the price per task", () => {
  it("reads a number as typed, with a point or a comma; empty is no price", () => {
    expect(parseTaskPrice(" 0.35 ")).toBe(0.35);
    expect(parseTaskPrice("1,5")).toBe(1.5);
    expect(parseTaskPrice("2")).toBe(2);
    expect(parseTaskPrice("")).toBeNull();
    for (const wrong of ["-1", "abc", "1e3", "0x10", "2000000"]) expect(parseTaskPrice(wrong)).toBeUndefined();
  });

  it("is none until saved, and none again once cleared", () => {
    localStorage.clear();
    expect(loadTaskPrice()).toBeNull();
    saveTaskPrice(0.5);
    expect(loadTaskPrice()).toBe(0.5);
    saveTaskPrice(null);
    expect(loadTaskPrice()).toBeNull();
  });
});
