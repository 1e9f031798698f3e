import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CAMERA_MOVES,
  MAX_MOVES_PER_BRACKET,
  formatBracket,
  parseDirectives,
  type CameraMove,
} from "../../contract/camera-directives.ts";
import { scanBrackets } from "../../contract/bracket-structure.ts";
import { insertMoves } from "./insert-at-caret.ts";

const move = fc.constantFrom(...CAMERA_MOVES);
const bracketMoves = fc.array(move, { minLength: 1, maxLength: MAX_MOVES_PER_BRACKET });
// Prompt-like text, rich in the characters the rules care about: brackets, spaces, line breaks, letters.
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom("a", "Z", "é", "书", "7", " ", "\t", "\n", "[", "]", "【", "】", ",", ".") }),
  fc.string({ unit: "grapheme" }),
);
const SHAKE: CameraMove[] = ["Shake"];

describe("insertMoves outside brackets", () => {
  it.each([
    ["", 0, 0, "[Shake]", 7],
    ["walks", 5, 5, "walks [Shake]", 13],
    ["walks ", 6, 6, "walks [Shake]", 13],
    ["walks.", 0, 0, "[Shake] walks.", 8],
    ["a.", 1, 1, "a [Shake].", 9],
    ["a\nb", 2, 2, "a\n[Shake] b", 10],
    ["one two three", 4, 7, "one [Shake] three", 11],
    ["one two three", 7, 4, "one [Shake] three", 11],
    ["ab", -5, 99, "[Shake]", 7],
    ["abc", -1, -1, "[Shake] abc", 8],
    ["ab", 99, 99, "ab [Shake]", 10],
    ["[Pan left] b", 10, 10, "[Pan left] [Shake] b", 18],
    ["男子拿起一本书，然后阅读", 7, 7, "男子拿起一本书[Shake]，然后阅读", 14],
  ])("in %j at %i–%i gives %j", (prompt, start, end, expected, caret) => {
    expect(insertMoves(prompt, start, end, SHAKE)).toEqual({ text: expected, caret });
  });
});

describe("insertMoves inside a bracket", () => {
  it("goes after the bracket the caret is in, never inside it", () => {
    expect(insertMoves("x [Pan left] y", 7, 7, ["Tilt up"])).toEqual({ text: "x [Pan left] [Tilt up] y", caret: 22 });
    expect(insertMoves("[Pan left]", 1, 1, ["Tilt up"]).text).toBe("[Pan left] [Tilt up]");
    expect(insertMoves("书【上升】书", 3, 3, ["Tilt up"]).text).toBe("书【上升】[Tilt up]书");
    // A selection reaching into a bracket does not cut it.
    expect(insertMoves("ab [Pan left] c", 1, 6, ["Tilt up"]).text).toBe("ab [Pan left] [Tilt up] c");
  });

  it("adds to the bracket when joining, skipping moves it already holds", () => {
    expect(insertMoves("x [Pan left] y", 7, 7, ["Tilt up"], { join: true })).toEqual({
      text: "x [Pan left,Tilt up] y",
      caret: 20,
    });
    expect(insertMoves("[Pan left, ]", 3, 3, ["Pan left", "Shake"], { join: true }).text).toBe("[Pan left, Shake]");
    expect(insertMoves("【上升，】", 2, 2, ["Shake"], { join: true }).text).toBe("【上升，Shake】");
    expect(insertMoves("[Pan left]", 3, 3, ["Pan left"], { join: true })).toEqual({ text: "[Pan left]", caret: 10 });
  });

  it("fills an opener left empty and closes it to match", () => {
    expect(insertMoves("a [", 3, 3, SHAKE)).toEqual({ text: "a [Shake]", caret: 9 });
    expect(insertMoves("书【 ", 2, 2, ["Shake", "Zoom in"], { join: true })).toEqual({
      text: "书【Shake,Zoom in】",
      caret: 16,
    });
  });

  it("writes the moves in the language asked for, in a new bracket, a joined one or an empty opener", () => {
    const zh = { language: "zh" } as const;
    expect(insertMoves("狐狸", 2, 2, ["Push in"], zh)).toEqual({ text: "狐狸[推进]", caret: 6 });
    expect(insertMoves("【上升】", 2, 2, ["Shake", "Pedestal up"], { ...zh, join: true }).text).toBe("【上升,晃动】");
    expect(insertMoves("书【 ", 2, 2, ["Shake", "Zoom in"], { ...zh, join: true }).text).toBe("书【晃动,变焦推近】");
    expect(insertMoves("a fox", 5, 5, ["Push in"], { language: "en" }).text).toBe("a fox [Push in]");
  });

  it("goes after the line of an unclosed bracket that holds text", () => {
    expect(insertMoves("a [Pan le\nb", 6, 6, SHAKE).text).toBe("a [Pan le [Shake]\nb");
  });

  it("adds after a bracket that holds another, even with Combine (a case the property below found)", () => {
    expect(insertMoves("[[]]", 0, 3, ["Truck left"], { join: true })).toEqual({ text: "[[]] [Truck left]", caret: 17 });
  });

  it("with the caret in a bracket inside another, goes after the outer one", () => {
    expect(insertMoves("aa【a[]】aa", 6, 6, ["Truck left"]).text).toBe("aa【a[]】[Truck left] aa");
  });

  it("never puts a bracket inside another, and keeps every character typed", () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), bracketMoves, fc.boolean(), (prompt, a, b, moves, join) => {
        const result = insertMoves(prompt, a % (prompt.length + 1), b % (prompt.length + 1), moves, { join });
        const nestedBefore = scanBrackets(prompt).problems.filter((p) => p.kind === "nested").length;
        const nestedAfter = scanBrackets(result.text).problems.filter((p) => p.kind === "nested").length;
        expect(nestedAfter).toBeLessThanOrEqual(nestedBefore);
        const read = parseDirectives(result.text).flatMap((bracket) => bracket.moves.map((m) => m.move));
        for (const m of moves) expect(read).toContain(m);
        expect(result.caret).toBeGreaterThanOrEqual(0);
        expect(result.caret).toBeLessThanOrEqual(result.text.length);
      }),
    );
  });

  it("replaces only the selection outside brackets, keeping the text around it", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "书", " ", ".", "\n") }),
        fc.nat(),
        fc.nat(),
        bracketMoves,
        (prompt, a, b, moves) => {
          const [start, end] = [a % (prompt.length + 1), b % (prompt.length + 1)].sort((x, y) => x - y) as [
            number,
            number,
          ];
          const bracket = formatBracket(moves);
          const result = insertMoves(prompt, start, end, moves);
          const found = parseDirectives(result.text).find((p) => p.start === start || p.start === start + 1);
          expect(result.text.slice(found!.start, found!.end)).toBe(bracket);
          expect(result.text.slice(0, start)).toBe(prompt.slice(0, start));
          expect(result.text.slice(result.caret)).toBe(prompt.slice(end));
        },
      ),
    );
  });
});
