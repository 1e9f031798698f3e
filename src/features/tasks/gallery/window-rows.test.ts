import { describe, expect, it } from "vitest";
import { rowsInView } from "./window-rows.ts";

// A window 600 px high, rows 100 px apart, two more rows either side.
const rows = (top: number, count = 50) => rowsInView(top, 600, 100, count, 2);

describe("rowsInView", () => {
  it("at the page's top: the rows in view and two below", () => {
    expect(rows(0)).toEqual({ first: 0, end: 8 });
  });

  it("a list lower on the page: fewer rows in view", () => {
    expect(rows(450)).toEqual({ first: 0, end: 4 });
  });

  it("a list starting below the window: only the rows within the overscan", () => {
    expect(rows(700)).toEqual({ first: 0, end: 1 });
    expect(rows(900)).toEqual({ first: 0, end: 0 });
  });

  it("scrolled into the list: the rows in view, two above and two below", () => {
    // Rows 12 to 18 are in view, the first and last in part.
    expect(rows(-1250)).toEqual({ first: 10, end: 21 });
  });

  it("near the end: never past the last row", () => {
    expect(rows(-4700)).toEqual({ first: 45, end: 50 });
    expect(rows(-9000)).toEqual({ first: 50, end: 50 });
  });

  it("no rows, or rows not yet measured: nothing", () => {
    expect(rows(0, 0)).toEqual({ first: 0, end: 0 });
    expect(rowsInView(0, 600, 0, 50, 2)).toEqual({ first: 0, end: 0 });
  });
});
