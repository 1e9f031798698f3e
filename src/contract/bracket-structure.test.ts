import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { characterNumber, scanBrackets } from "./bracket-structure.ts";

const problems = (prompt: string) => scanBrackets(prompt).problems.map(({ kind, index }) => ({ kind, index }));

describe("scanBrackets", () => {
  it("finds nothing wrong in well-formed prompts, ASCII or full-width", () => {
    expect(problems("A man [Pedestal up], then [Static shot].")).toEqual([]);
    expect(problems("男子拿起一本书【上升】，然后阅读[固定]。")).toEqual([]);
    expect(problems("no brackets ] at all")).toEqual([]);
  });

  it("reports an unclosed bracket with its character number and the closer it needs", () => {
    const [problem] = scanBrackets("a [Pan left").problems;
    expect(problem).toEqual({ kind: "unclosed", index: 2, character: 3, bracket: "[", closer: "]" });
    expect(scanBrackets("书【上升").problems).toEqual([
      { kind: "unclosed", index: 1, character: 2, bracket: "【", closer: "】" },
    ]);
  });

  it("ends a bracket at its line: a closer on the next line does not close it", () => {
    expect(problems("[Pan left\n] [Zoom in]")).toEqual([{ kind: "unclosed", index: 0 }]);
    expect(problems("[Pan left\r\n]")).toEqual([{ kind: "unclosed", index: 0 }]);
  });

  it("reports a bracket closed inside another, with both positions", () => {
    const [problem, ...rest] = scanBrackets("[Pan [Tilt up] left]").problems;
    expect(rest).toEqual([]);
    expect(problem).toEqual({ kind: "nested", index: 5, character: 6, outerCharacter: 1 });
  });

  it("calls a stray opener unclosed, not the bracket after it nested", () => {
    expect(problems("a [b [Zoom in] c")).toEqual([{ kind: "unclosed", index: 2 }]);
  });

  it("counts characters as people do: one per Chinese character or emoji", () => {
    expect(characterNumber("😀😀[", 4)).toBe(3);
    expect(scanBrackets("😀 [x").problems[0]).toMatchObject({ index: 3, character: 3 });
    expect(scanBrackets("😀😀[😀[x]]").problems[0]).toMatchObject({ kind: "nested", character: 5, outerCharacter: 3 });
  });

  it("gives every opener one span that starts at it and stays on its line", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "[", "]", "【", "】", "\n", " ") }), (prompt) => {
        const { spans, problems } = scanBrackets(prompt);
        const openers = [...prompt].flatMap((c, i) => ("[【".includes(c) ? [i] : []));
        expect(spans.map((span) => span.start)).toEqual(openers);
        for (const span of spans) expect(prompt.slice(span.start, span.end)).not.toMatch(/\n/);
        expect(problems.filter((p) => p.kind === "unclosed").map((p) => p.index)).toEqual(
          spans.filter((span) => !span.closed).map((span) => span.start),
        );
      }),
    );
  });
});
