/**
 * Camera directives for MiniMax "director" video models: moves written in square brackets
 * inside the prompt. Moves in one bracket happen together; brackets happen in sequence.
 */

/** MiniMax's English list of the 15 moves, as its API pages (mirrored by Replicate) give it. */
export const ENGLISH_SOURCE =
  "https://replicate.com/minimax/video-01-director/versions/455972c1d61cd32b05be9b412e63fb5811e179760299eb3023323a1630f9961b/api";
/** MiniMax's Chinese API reference (prompt field, "运镜指令"), as Baidu Qianfan mirrors it. */
const QIANFAN = "https://cloud.baidu.com/doc/qianfan-api/s/Lmwbl4b7w";

/**
 * The 15 moves, in the vendor's order, with the Chinese name MiniMax's Chinese reference
 * gives each and the public page that shows that name (null: no page found; best reading).
 */
export const CAMERA_MOVE_TABLE = [
  { move: "Truck left", zh: "左移", zhSource: QIANFAN },
  { move: "Truck right", zh: "右移", zhSource: QIANFAN },
  { move: "Pan left", zh: "左摇", zhSource: QIANFAN },
  { move: "Pan right", zh: "右摇", zhSource: QIANFAN },
  { move: "Push in", zh: "推进", zhSource: QIANFAN },
  { move: "Pull out", zh: "拉远", zhSource: QIANFAN },
  { move: "Pedestal up", zh: "上升", zhSource: QIANFAN },
  { move: "Pedestal down", zh: "下降", zhSource: QIANFAN },
  { move: "Tilt up", zh: "上摇", zhSource: QIANFAN },
  { move: "Tilt down", zh: "下摇", zhSource: QIANFAN },
  { move: "Zoom in", zh: "变焦推近", zhSource: QIANFAN },
  { move: "Zoom out", zh: "变焦拉远", zhSource: QIANFAN },
  { move: "Shake", zh: "晃动", zhSource: QIANFAN },
  { move: "Tracking shot", zh: "跟随", zhSource: QIANFAN },
  { move: "Static shot", zh: "固定", zhSource: QIANFAN },
] as const satisfies readonly { move: string; zh: string; zhSource: string | null }[];

export type CameraMove = (typeof CAMERA_MOVE_TABLE)[number]["move"];

// Pure: only tests read the list, so the page's first code leaves it out.
export const CAMERA_MOVES: readonly CameraMove[] = /* @__PURE__ */ CAMERA_MOVE_TABLE.map((row) => row.move);

/** The languages MiniMax reads moves in: its English names, or its Chinese reference's. */
export type MoveLanguage = "en" | "zh";

/** The interface's language, as a language moves can be written in (the composer's and the cards'). */
export const interfaceMoveLanguage = (locale: string): MoveLanguage =>
  locale.toLowerCase().startsWith("zh") ? "zh" : "en";

const ZH_NAME = new Map<CameraMove, string>(CAMERA_MOVE_TABLE.map((row) => [row.move, row.zh]));

/** A move's name in one of the languages the vendor reads. */
export function moveName(move: CameraMove, language: MoveLanguage): string {
  return language === "zh" ? (ZH_NAME.get(move) ?? move) : move;
}

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

/** Brackets and commas as typed: ASCII, and the full-width forms Chinese input gives. */
export const OPENERS = "[【";
export const CLOSERS = "]】";
const SEPARATORS = /[,，]/;

export type ParsedBracket = {
  /** Index of the opening bracket in the prompt. */
  start: number;
  /** One past the index of the closing bracket. */
  end: number;
  /** The bracket as written, brackets included. */
  raw: string;
  moves: { text: string; move: CameraMove | null }[];
  warnings: DirectiveWarning[];
};

/** Why the model may not read a bracket as meant, as a code with its values (the page words it). */
export type DirectiveWarning =
  { code: "empty" } | { code: "unknown_move"; text: string } | { code: "too_many_moves"; count: number; max: number };

// Whitespace is dropped entirely, not just collapsed, so "truckleft" and "Truck  left" both
// count: none of the 15 names collide without their spaces, and people type both ways.
function moveKey(text: string): string {
  return text.replace(/\s+/g, "").toLowerCase();
}

const MOVE_BY_KEY = new Map<string, CameraMove>(
  CAMERA_MOVE_TABLE.flatMap((row) => [
    [moveKey(row.move), row.move],
    [moveKey(row.zh), row.move],
  ]),
);

// A bracket may not contain another bracket or a line break, so a stray `[` never swallows the
// text up to a later `]` and the scan stays a single linear pass.
const BRACKET = /[[【]([^[\]【】\r\n]*)[\]】]/g;

/** Finds every camera directive in a prompt, in order, with advice for any the model will not read as moves. */
export function parseDirectives(prompt: string): ParsedBracket[] {
  const brackets: ParsedBracket[] = [];
  for (const match of prompt.matchAll(BRACKET)) {
    const raw = match[0];
    // Empty items (as in "[Pan left,]") carry nothing, so they are dropped rather than reported.
    const items = (match[1] ?? "")
      .split(SEPARATORS)
      .map((item) => item.trim())
      .filter((item) => item !== "");
    const moves = items.map((text) => ({ text, move: MOVE_BY_KEY.get(moveKey(text)) ?? null }));
    brackets.push({ start: match.index, end: match.index + raw.length, raw, moves, warnings: warningsFor(moves) });
  }
  return brackets;
}

function warningsFor(moves: ParsedBracket["moves"]): DirectiveWarning[] {
  if (moves.length === 0) return [{ code: "empty" }];
  const warnings: DirectiveWarning[] = moves
    .filter((item) => item.move === null)
    .map((item) => ({ code: "unknown_move", text: item.text }));
  // Only recognised moves count towards the limit: unknown items are plain text to the model.
  const known = moves.filter((item) => item.move !== null).length;
  if (known > MAX_MOVES_PER_BRACKET) {
    warnings.push({ code: "too_many_moves", count: known, max: MAX_MOVES_PER_BRACKET });
  }
  return warnings;
}

/** A one-line summary of the shot, e.g. "1 · Truck left + Pan right → 2 · Static shot". */
export function shotSequence(brackets: ParsedBracket[], language: MoveLanguage = "en"): string {
  return brackets
    .map((bracket) => bracket.moves.flatMap((item) => (item.move ? [moveName(item.move, language)] : [])))
    .filter((moves) => moves.length > 0)
    .map((moves, i) => `${i + 1} · ${moves.join(" + ")}`)
    .join(" → ");
}

/** Writes moves as the vendor does: comma, no space; in English unless asked for Chinese. */
export function formatBracket(moves: readonly CameraMove[], language: MoveLanguage = "en"): string {
  return `[${moves.map((move) => moveName(move, language)).join(",")}]`;
}
