import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clause, sentence } from "./sentences.ts";

describe("sentence", () => {
  it.each([
    ["Bad key", "Bad key."],
    ["Bad key.", "Bad key."],
    ["Bad key..", "Bad key."],
    ["参数错误。", "参数错误."],
    ["参数错误。.", "参数错误."],
    ["  spaced out .  ", "spaced out."],
    ["Really?", "Really?"],
    ["Stop!", "Stop!"],
    ["Wait…", "Wait."],
    ["A list:", "A list."],
  ])("ends %j once: %j", (text, expected) => {
    expect(sentence(text)).toBe(expected);
  });

  it("never adds a full stop after punctuation or a space, whatever the words", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "书", ".", "。", "!", "?", " ", ",", "，", "…") }), (text) => {
        const result = sentence(`Failed: ${text}`);
        expect(result).toMatch(/[.!?]$/u);
        expect(result).not.toMatch(/[\s.。,，…:][.]$/u);
      }),
    );
  });
});

describe("clause", () => {
  it("keeps the words and drops what closed them", () => {
    expect(clause("Quota used up. ")).toBe("Quota used up");
    expect(clause("v1.2 is old")).toBe("v1.2 is old");
  });
});
