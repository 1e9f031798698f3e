import { describe, expect, it } from "vitest";
import { insertMoves, parseValues, readMoveSet, repeatedValues, shortValue } from "./matrix-values.ts";

describe("parseValues", () => {
  it("reads one trimmed value per line and drops blank lines", () => {
    expect(parseValues("  A fox \r\n\n   \nA crane\n")).toEqual(["A fox", "A crane"]);
    expect(parseValues("")).toEqual([]);
  });

  it("names each value listed more than once, once", () => {
    expect(repeatedValues(["a", "b", "a", "a", "b", "c"])).toEqual(["a", "b"]);
  });
});

describe("readMoveSet", () => {
  it("reads a set of moves done together, in the vendor's spelling, Chinese names and full-width commas too", () => {
    expect(readMoveSet("pan left, zoomin")).toEqual({ text: "[Pan left,Zoom in]" });
    expect(readMoveSet("左摇，推进")).toEqual({ text: "[Pan left,Push in]" });
    expect(readMoveSet("[Pan left]【Zoom out】")).toEqual({ text: "[Pan left][Zoom out]" });
  });

  it("refuses a word that is no move, and a set with none", () => {
    expect(readMoveSet("Pan left,Spin")).toEqual({ problem: '"Spin" is not a camera move' });
    expect(readMoveSet("[]")).toEqual({ problem: '"[]" holds no camera move' });
  });
});

describe("insertMoves", () => {
  it("replaces the prompt's first bracket, or adds the moves at its end", () => {
    expect(insertMoves("A fox [Shake] runs [Static shot]", "[Pan left]")).toBe("A fox [Pan left] runs [Static shot]");
    expect(insertMoves("A fox runs", "[Pan left]")).toBe("A fox runs [Pan left]");
    expect(insertMoves("A fox runs ", "[Pan left]")).toBe("A fox runs [Pan left]");
    expect(insertMoves("", "[Pan left]")).toBe("[Pan left]");
  });
});

describe("shortValue", () => {
  it("names a data URL by its type and cuts long text", () => {
    expect(shortValue("data:image/png;base64,AAAA")).toBe("image/png data URL");
    expect(shortValue("x".repeat(50), 10)).toBe("xxxxxxxxx…");
    expect(shortValue("short")).toBe("short");
  });
});
