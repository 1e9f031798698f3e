import { CLOSERS, OPENERS } from "./camera-directives.ts";

/** One opening bracket: where it starts, where it ends (one past its closer, or its line's end). */
export type BracketSpan = { start: number; end: number; closed: boolean };

/**
 * What is wrong with a bracket, as a code with its values (the page words it in its language):
 * `index` is where in the text, `character` the same place as people count it (from 1).
 */
export type BracketProblem =
  | { kind: "unclosed"; index: number; character: number; bracket: string; closer: string }
  | { kind: "nested"; index: number; character: number; outerCharacter: number };

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
      problems.push(unclosedProblem(prompt, bracket.start));
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
        problems.push({
          kind: "nested",
          index: inner,
          character: characterNumber(prompt, inner),
          outerCharacter: characterNumber(prompt, bracket.start),
        });
      open.at(-1)?.inner.push(bracket.start);
    }
  }
  unclosed(prompt.length);
  spans.sort((a, b) => a.start - b.start);
  problems.sort((a, b) => a.index - b.index);
  return { spans, problems };
}

function unclosedProblem(prompt: string, index: number): BracketProblem {
  const bracket = prompt[index]!;
  const closer = CLOSERS[OPENERS.indexOf(bracket)]!;
  return { kind: "unclosed", index, character: characterNumber(prompt, index), bracket, closer };
}
