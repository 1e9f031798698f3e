import { t } from "@lingui/core/macro";
import { OPENERS, formatBracket, parseDirectives, type CameraMove } from "../../../contract/camera-directives.ts";

// An axis's Values as typed, read: one value per line, and what a camera-move line means.

/** One value per line, each trimmed; blank lines are dropped. */
export function parseValues(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The values listed more than once, each named once, in the order they first repeat. */
export function repeatedValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/**
 * A line of the Camera moves axis: one set of moves done together ("Pan left,Zoom in"), or
 * brackets done in sequence ("[Pan left][Zoom in]"). Read with the composer's own directive
 * parser, so the Chinese names and full-width commas work here too. A word that is no move is
 * refused: in a run, a typo would be paid for once per cell.
 */
export function readMoveSet(line: string): { text: string } | { problem: string } {
  const brackets = parseDirectives(OPENERS.includes(line[0] ?? "") ? line : `[${line}]`);
  const unknown = brackets.flatMap((bracket) => bracket.moves.filter((item) => item.move === null));
  const word = unknown[0]?.text;
  if (word !== undefined) return { problem: t`"${word}" is not a camera move` };
  const sets = brackets.map((bracket) => bracket.moves.map((item) => item.move as CameraMove));
  if (sets.length === 0 || sets.some((moves) => moves.length === 0))
    return { problem: t`"${line}" holds no camera move` };
  return { text: sets.map((moves) => formatBracket(moves)).join("") };
}

/**
 * Puts a set of moves into a prompt: the prompt's first bracket marks where (it is replaced);
 * a prompt without one gets the moves at its end.
 */
export function insertMoves(prompt: string, moves: string): string {
  const first = parseDirectives(prompt)[0];
  if (first) return prompt.slice(0, first.start) + moves + prompt.slice(first.end);
  return prompt === "" || /\s$/.test(prompt) ? `${prompt}${moves}` : `${prompt} ${moves}`;
}

/** A value short enough for a cell's name: a data URL by its type only, long text cut. */
export function shortValue(value: string, max = 40): string {
  const data = /^data:([^;,]*)/i.exec(value);
  const type = data?.[1];
  if (data) return type ? t`${type} data URL` : t`a data URL`;
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}
