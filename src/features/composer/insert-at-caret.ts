import {
  CLOSERS,
  OPENERS,
  formatBracket,
  moveName,
  parseDirectives,
  type CameraMove,
  type MoveLanguage,
} from "../../contract/camera-directives.ts";
import { scanBrackets, type BracketSpan } from "../../contract/bracket-structure.ts";

export type Inserted = { text: string; caret: number };

/**
 * Puts camera moves into a prompt at the caret, always between brackets, never inside one:
 * - outside any bracket, a new bracket replaces the selection;
 * - inside a bracket, the new bracket goes after it, or with `join` the moves are added to it
 *   (moves in one bracket happen together);
 * - right after an opening bracket left empty, the moves fill it and it is closed.
 * The moves are written in `language` (MiniMax reads English and Chinese names alike).
 * Returns the new text and where the caret goes next.
 */
export function insertMoves(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  moves: readonly CameraMove[],
  { join = false, language = "en" }: { join?: boolean; language?: MoveLanguage } = {},
): Inserted {
  const names = moves.map((move) => moveName(move, language));
  const a = Math.min(clamp(selectionStart, text.length), clamp(selectionEnd, text.length));
  const b = Math.max(clamp(selectionStart, text.length), clamp(selectionEnd, text.length));
  const { spans } = scanBrackets(text);
  // The outermost bracket around either end of the selection: what goes after it is outside every bracket.
  const around = [b, a]
    .map((at) => spans.filter((span) => span.start < at && at < span.end + (span.closed ? 0 : 1)).at(0))
    .find((span) => span !== undefined);
  if (!around) return insertAt(text, a, b, formatBracket(moves, language));
  if (!around.closed && text.slice(around.start + 1, around.end).trim() === "") {
    const closer = CLOSERS[OPENERS.indexOf(text[around.start]!)]!;
    return splice(text, around.start + 1, around.end, names.join(",") + closer);
  }
  // A bracket holding another is already broken (warned about): add after it, never into it.
  const inner = text.slice(around.start + 1, around.end - 1);
  const holdsBracket = [...inner].some((ch) => OPENERS.includes(ch) || CLOSERS.includes(ch));
  if (join && around.closed && !holdsBracket) return joinInto(text, around, moves, language);
  return insertAt(text, around.end, around.end, formatBracket(moves, language));
}

/** Adds the moves the bracket does not already hold, before its closer. */
function joinInto(text: string, span: BracketSpan, moves: readonly CameraMove[], language: MoveLanguage): Inserted {
  const held = parseDirectives(text.slice(span.start, span.end))[0]?.moves.map((item) => item.move) ?? [];
  const added = moves.filter((move) => !held.includes(move));
  const inside = text.slice(span.start + 1, span.end - 1);
  const separator = inside.trim() === "" || /[,，]\s*$/.test(inside) ? "" : inside.includes("，") ? "，" : ",";
  if (added.length === 0) return { text, caret: span.end };
  const result = splice(
    text,
    span.end - 1,
    span.end - 1,
    separator + added.map((move) => moveName(move, language)).join(","),
  );
  return { text: result.text, caret: result.caret + 1 };
}

function splice(text: string, from: number, to: number, insertion: string): Inserted {
  return { text: text.slice(0, from) + insertion + text.slice(to), caret: from + insertion.length };
}

// Chinese and Japanese text has no spaces between words, nor around its own punctuation.
const NO_SPACE = /[\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** Replaces a–b with the bracket, adding a space where it would otherwise glue to a word. */
function insertAt(text: string, a: number, b: number, bracket: string): Inserted {
  const before = text.slice(0, a);
  const after = text.slice(b);
  const lead = before === "" || NO_SPACE.test(before.at(-1)!) ? "" : " ";
  const trail = /^[\p{L}\p{N}]/u.test(after) && !NO_SPACE.test(after[0]!) ? " " : "";
  const inserted = lead + bracket + trail;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

function clamp(index: number, length: number): number {
  return Math.min(Math.max(index, 0), length);
}
