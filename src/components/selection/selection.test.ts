import { describe, expect, it } from "vitest";
import { compareReadiness, EMPTY_SELECTION, selectRange, toggle } from "./selection.ts";

const order = ["a", "b", "c", "d", "e"];

describe("selection", () => {
  it("toggles ids in the order they were chosen", () => {
    const s = toggle(toggle(toggle(EMPTY_SELECTION, "c"), "a"), "c");
    expect(s).toEqual({ ids: ["a"], anchor: "c" });
  });

  it("selects the range between the last clicked and this one, in the filtered order", () => {
    const s = selectRange(toggle(EMPTY_SELECTION, "b"), "d", order);
    expect(s.ids).toEqual(["b", "c", "d"]);
    // Upwards too, without duplicating what was already chosen.
    expect(selectRange(toggle(EMPTY_SELECTION, "d"), "b", order).ids).toEqual(["d", "b", "c"]);
  });

  it("follows the order as filtered now, not as it was", () => {
    const s = selectRange(toggle(EMPTY_SELECTION, "a"), "e", ["a", "c", "e"]);
    expect(s.ids).toEqual(["a", "c", "e"]);
  });

  it("unselects the range when the clicked one was selected", () => {
    const all = selectRange(toggle(EMPTY_SELECTION, "a"), "e", order);
    expect(selectRange({ ...all, anchor: "b" }, "d", order).ids).toEqual(["a", "e"]);
  });

  it("is a plain toggle when the anchor is not in the list", () => {
    expect(selectRange(toggle(EMPTY_SELECTION, "x"), "c", order)).toEqual({ ids: ["x", "c"], anchor: "c" });
    expect(selectRange(EMPTY_SELECTION, "c", order).ids).toEqual(["c"]);
  });

  it("says why Compare cannot open", () => {
    expect(compareReadiness(0)).toEqual({ ready: false, reason: "Select 2 more results to compare." });
    expect(compareReadiness(1).reason).toBe("Select 1 more result to compare.");
    expect(compareReadiness(2).ready).toBe(true);
    expect(compareReadiness(4).ready).toBe(true);
    expect(compareReadiness(5)).toEqual({ ready: false, reason: "Compare shows at most 4: 5 are selected." });
  });
});
