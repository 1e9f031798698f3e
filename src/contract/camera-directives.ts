/**
 * Camera directives for MiniMax "director" video models: moves written in square brackets
 * inside the prompt. Moves in one bracket happen together; brackets happen in sequence.
 */

export const CAMERA_MOVES = [
  "Truck left",
  "Truck right",
  "Pan left",
  "Pan right",
  "Push in",
  "Pull out",
  "Pedestal up",
  "Pedestal down",
  "Tilt up",
  "Tilt down",
  "Zoom in",
  "Zoom out",
  "Shake",
  "Tracking shot",
  "Static shot",
] as const;

export type CameraMove = (typeof CAMERA_MOVES)[number];

export const CAMERA_GROUPS: readonly { name: string; moves: readonly CameraMove[] }[] = [
  { name: "Truck", moves: ["Truck left", "Truck right"] },
  { name: "Pan", moves: ["Pan left", "Pan right"] },
  { name: "Push / pull", moves: ["Push in", "Pull out"] },
  { name: "Pedestal", moves: ["Pedestal up", "Pedestal down"] },
  { name: "Tilt", moves: ["Tilt up", "Tilt down"] },
  { name: "Zoom", moves: ["Zoom in", "Zoom out"] },
  { name: "Other", moves: ["Shake", "Tracking shot", "Static shot"] },
];

/** The vendor advises against more simultaneous moves than this in one bracket. */
export const MAX_MOVES_PER_BRACKET = 3;

export type ParsedBracket = {
  /** Index of `[` in the prompt. */
  start: number;
  /** One past the index of `]`. */
  end: number;
  /** The bracket as written, brackets included. */
  raw: string;
  moves: { text: string; move: CameraMove | null }[];
  warnings: string[];
};

// Whitespace is dropped entirely, not just collapsed, so "truckleft" and "Truck  left" both
// count: none of the 15 names collide without their spaces, and people type both ways.
function moveKey(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}

const MOVE_BY_KEY = new Map<string, CameraMove>(CAMERA_MOVES.map((move) => [moveKey(move), move]));

// A bracket may not contain another `[` or a line break, so a stray `[` never swallows the
// text up to a later `]` and the scan stays a single linear pass.
const BRACKET = /\[([^[\]\r\n]*)\]/g;

/** Finds every camera directive in a prompt, in order, with advice for any the model will not read as moves. */
export function parseDirectives(prompt: string): ParsedBracket[] {
  const brackets: ParsedBracket[] = [];
  for (const match of prompt.matchAll(BRACKET)) {
    const raw = match[0];
    // Empty items (as in "[Pan left,]") carry nothing, so they are dropped rather than reported.
    const items = (match[1] ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
    const moves = items.map((text) => ({ text, move: MOVE_BY_KEY.get(moveKey(text)) ?? null }));
    brackets.push({ start: match.index, end: match.index + raw.length, raw, moves, warnings: warningsFor(moves) });
  }
  return brackets;
}

function warningsFor(moves: ParsedBracket["moves"]): string[] {
  if (moves.length === 0) return ["Empty brackets: add a camera move or delete them."];
  const warnings = moves
    .filter((item) => item.move === null)
    .map((item) => `Unknown camera move "${item.text}": it will be sent as plain text.`);
  // Only recognised moves count towards the limit: unknown items are plain text to the model.
  const known = moves.filter((item) => item.move !== null).length;
  if (known > MAX_MOVES_PER_BRACKET) {
    warnings.push(`${known} moves in one bracket: at most ${MAX_MOVES_PER_BRACKET} are recommended.`);
  }
  return warnings;
}

/** A one-line summary of the shot, e.g. "1 · Truck left + Pan right → 2 · Static shot". */
export function shotSequence(brackets: ParsedBracket[]): string {
  return brackets
    .map((bracket) => bracket.moves.flatMap((item) => (item.move ? [item.move] : [])))
    .filter((moves) => moves.length > 0)
    .map((moves, i) => `${i + 1} · ${moves.join(" + ")}`)
    .join(" → ");
}

/** Writes moves as the vendor does: comma, no space. */
export function formatBracket(moves: readonly CameraMove[]): string {
  return `[${moves.join(",")}]`;
}
