import { CLOSERS, OPENERS } from "./camera-directives.ts";

/** One opening bracket: where it starts, where it ends (one past its closer, or its line's end). */
export type BracketSpan = { start: number; end: number; closed: boolean };

export type BracketProblem = { kind: "unclosed" | "nested"; index: number; message: string };

/** A position as people count it: the 1-based character, a Chinese character or an emoji counting once. */
export function characterNumber(text: string, index: number): number {
  return [...text.slice(0, index)].length + 1;
}

/**
 * Follows the brackets of a prompt as a person reads them: a bracket ends at its closer or,
 * unclosed, at the end of its line; one closed inside another is nested. The directive parser
 * reads only innermost single-line brackets, so these are what it would quietly skip.
 */
export function scanBrackets(prompt: string): { spans: BracketSpan[]; problems: BracketProblem[] } {
  const spans: BracketSpan[] = [];
  const problems: BracketProblem[] = [];
  // Open brackets, outermost first, each with the brackets closed inside it so far.
  let open: { start: number; inner: number[] }[] = [];
  const unclosed = (end: number) => {
    for (const bracket of open) {
      spans.push({ start: bracket.start, end, closed: false });
      problems.push({ kind: "unclosed", index: bracket.start, message: unclosedMessage(prompt, bracket.start) });
    }
    open = [];
  };
  for (let i = 0; i < prompt.length; i++) {
    const char = prompt[i]!;
    if (char === "\n" || char === "\r") unclosed(i);
    else if (OPENERS.includes(char)) open.push({ start: i, inner: [] });
    else if (CLOSERS.includes(char)) {
      const bracket = open.pop();
      if (!bracket) continue;
      spans.push({ start: bracket.start, end: i + 1, closed: true });
      // Nesting is only known once the outer bracket closes: before that, it may be a stray `[`.
      for (const inner of bracket.inner)
        problems.push({ kind: "nested", index: inner, message: nestedMessage(prompt, inner, bracket.start) });
      open.at(-1)?.inner.push(bracket.start);
    }
  }
  unclosed(prompt.length);
  spans.sort((a, b) => a.start - b.start);
  problems.sort((a, b) => a.index - b.index);
  return { spans, problems };
}

function unclosedMessage(prompt: string, index: number): string {
  const closer = CLOSERS[OPENERS.indexOf(prompt[index]!)];
  return `Unclosed "${prompt[index]}" at character ${characterNumber(prompt, index)}: close it with "${closer}" on the same line, or it is sent as plain text.`;
}

function nestedMessage(prompt: string, index: number, outer: number): string {
  return `A bracket inside another at character ${characterNumber(prompt, index)} (the outer one opens at character ${characterNumber(prompt, outer)}): brackets do not nest, so move it out.`;
}
