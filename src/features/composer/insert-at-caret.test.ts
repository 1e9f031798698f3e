import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CAMERA_MOVES,
  MAX_MOVES_PER_BRACKET,
  formatBracket,
  parseDirectives,
} from "../../contract/camera-directives.ts";
import { insertAtCaret } from "./insert-at-caret.ts";

const move = fc.constantFrom(...CAMERA_MOVES);
const bracketMoves = fc.array(move, { minLength: 1, maxLength: MAX_MOVES_PER_BRACKET });
// Prompt-like text, rich in the characters the rules care about: brackets, spaces, line breaks, letters.
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom("a", "Z", "é", "7", " ", "\t", "\n", "[", "]", ",", ".") }),
  fc.string({ unit: "grapheme" }),
);

describe("insertAtCaret", () => {
  it.each([
    ["", 0, 0, "[Shake]", 7],
    ["walks", 5, 5, "walks [Shake]", 13],
    ["walks ", 6, 6, "walks [Shake]", 13],
    ["walks.", 0, 0, "[Shake] walks.", 8],
    ["a.", 1, 1, "a [Shake].", 9],
    ["a [", 3, 3, "a [[Shake]", 10],
    ["a\nb", 2, 2, "a\n[Shake] b", 10],
    ["one two three", 4, 7, "one [Shake] three", 11],
    ["one two three", 7, 4, "one [Shake] three", 11],
    ["ab", -5, 99, "[Shake]", 7],
    ["abc", -1, -1, "[Shake] abc", 8],
    ["ab", 99, 99, "ab [Shake]", 10],
  ])("in %j at %i–%i gives %j", (text, start, end, expected, caret) => {
    expect(insertAtCaret(text, start, end, "[Shake]")).toEqual({ text: expected, caret });
  });

  it("puts the bracket where the selection was and keeps the text around it", () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), bracketMoves, (prompt, a, b, moves) => {
        const [start, end] = [a % (prompt.length + 1), b % (prompt.length + 1)].sort((x, y) => x - y) as [
          number,
          number,
        ];
        const bracket = formatBracket(moves);
        const result = insertAtCaret(prompt, start, end, bracket);
        // The bracket starts at the selection, or one further when a space was added before it.
        const found = parseDirectives(result.text).find((p) => p.start === start || p.start === start + 1);
        expect(found).toBeDefined();
        expect(result.text.slice(found!.start, found!.end)).toBe(bracket);
        expect(found!.moves.map((m) => m.move)).toEqual(moves);
        expect(result.text.slice(0, start)).toBe(prompt.slice(0, start));
        expect(result.text.slice(start, found!.start)).toMatch(/^ ?$/);
        expect(result.text.slice(found!.end, result.caret)).toMatch(/^ ?$/);
        expect(result.text.slice(result.caret)).toBe(prompt.slice(end));
      }),
    );
  });
});
