import { describe, expect, it } from "vitest";
import { SHEET, sheetLayout, tileAt } from "./grid-image-layout.ts";

describe("the grid image's layout", () => {
  it("gives a small grid full-size pictures, every one inside the sheet and none overlapping", () => {
    const layout = sheetLayout(2, 2, 3);
    expect(layout.tile).toBe(SHEET.tile.max);
    const boxes = [0, 1].flatMap((row) =>
      [0, 1].flatMap((column) => [0, 1, 2].map((sub) => tileAt(layout, row, column, sub))),
    );
    for (const box of boxes) {
      expect(box.x + layout.tile).toBeLessThanOrEqual(layout.width - SHEET.margin);
      expect(box.y + layout.tile + SHEET.captionHeight).toBeLessThanOrEqual(layout.height - SHEET.margin);
    }
    const overlap = (a: { x: number; y: number }, b: { x: number; y: number }) =>
      Math.abs(a.x - b.x) < layout.tile && Math.abs(a.y - b.y) < layout.rowHeight;
    expect(boxes.some((a, i) => boxes.some((b, j) => i !== j && overlap(a, b)))).toBe(false);
  });

  it("shrinks the pictures of a large grid to keep the sheet within bounds, down to a floor", () => {
    const large = sheetLayout(10, 10, 15);
    expect(large.tile).toBeLessThan(SHEET.tile.max);
    expect(Math.max(large.width, large.height)).toBeLessThanOrEqual(SHEET.maxSide);
    expect(large.drawable).toBe(true);
    const huge = sheetLayout(10, 60, 15);
    expect(huge.tile).toBe(SHEET.tile.min);
    expect(huge.drawable).toBe(false);
  });
});
