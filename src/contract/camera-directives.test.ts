import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CAMERA_GROUPS,
  CAMERA_MOVE_TABLE,
  CAMERA_MOVES,
  MAX_MOVES_PER_BRACKET,
  formatBracket,
  parseDirectives,
  shotSequence,
  type CameraMove,
} from "./camera-directives.ts";

const move = fc.constantFrom(...CAMERA_MOVES);
const bracketMoves = fc.array(move, { minLength: 1, maxLength: MAX_MOVES_PER_BRACKET });
// Prompt-like text, rich in the characters the rules care about: brackets, spaces, line breaks, letters.
const text = fc.oneof(
  fc.string({ unit: fc.constantFrom("a", "Z", "é", "7", " ", "\t", "\n", "[", "]", ",", ".") }),
  fc.string({ unit: "grapheme" }),
);
const noBrackets = text.map((s) => s.replace(/[[\]]/g, ""));

// Random case per letter, and runs of spaces or tabs after any letter, even inside words.
const mangled = (name: CameraMove) =>
  fc
    .tuple(
      ...[...name.replace(/ /g, "")].map((c) =>
        fc.tuple(fc.constantFrom(c.toLowerCase(), c.toUpperCase()), fc.stringMatching(/^[ \t]{0,2}$/)),
      ),
    )
    .map((parts) => parts.flat().join(""));

describe("camera moves", () => {
  it("lists the 15 vendor moves in order, each in exactly one group", () => {
    expect(CAMERA_MOVES.join(", ")).toBe(
      "Truck left, Truck right, Pan left, Pan right, Push in, Pull out, Pedestal up, Pedestal down, " +
        "Tilt up, Tilt down, Zoom in, Zoom out, Shake, Tracking shot, Static shot",
    );
    expect(CAMERA_GROUPS.map((g) => g.name)).toEqual([
      "Truck",
      "Pan",
      "Push / pull",
      "Pedestal",
      "Tilt",
      "Zoom",
      "Other",
    ]);
    expect(CAMERA_GROUPS.flatMap((g) => g.moves)).toEqual(CAMERA_MOVES);
  });

  it("gives each move one Chinese name, and a public page or none for it", () => {
    expect(CAMERA_MOVE_TABLE.map((row) => row.zh).join(" ")).toBe(
      "左移 右移 左摇 右摇 推进 拉远 上升 下降 上摇 下摇 变焦推近 变焦拉远 晃动 跟随 固定",
    );
    for (const row of CAMERA_MOVE_TABLE) expect(row.zhSource ?? "https://").toMatch(/^https:\/\//);
  });
});

describe("parseDirectives", () => {
  it("finds brackets anywhere in the text with their positions", () => {
    const prompt = "A man picks up a book [Pedestal up], then reads [Static shot].";
    const brackets = parseDirectives(prompt);
    expect(brackets.map((b) => prompt.slice(b.start, b.end))).toEqual(["[Pedestal up]", "[Static shot]"]);
    expect(brackets.map((b) => b.raw)).toEqual(["[Pedestal up]", "[Static shot]"]);
    expect(brackets[0]).toMatchObject({ moves: [{ text: "Pedestal up", move: "Pedestal up" }], warnings: [] });
  });

  it("reads several moves in one bracket", () => {
    const [bracket] = parseDirectives("[Truck left,Pan right]");
    expect(bracket!.moves.map((m) => m.move)).toEqual(["Truck left", "Pan right"]);
  });

  it.each([
    ["[ pan LEFT ]", ["Pan left"]],
    ["[Truck  left , pan right]", ["Truck left", "Pan right"]],
    ["[truckleft]", ["Truck left"]],
    ["[Pan left,,Zoom in,]", ["Pan left", "Zoom in"]],
  ])("tolerates case and spacing in %j", (prompt, moves) => {
    const [bracket] = parseDirectives(prompt);
    expect(bracket!.moves.map((m) => m.move)).toEqual(moves);
    expect(bracket!.warnings).toEqual([]);
  });

  it("reads the moves as MiniMax's Chinese guide writes them", () => {
    const prompt = "男子拿起一本书[上升],然后阅读[固定]。";
    const brackets = parseDirectives(prompt);
    expect(brackets.map((b) => b.raw)).toEqual(["[上升]", "[固定]"]);
    expect(shotSequence(brackets)).toBe("1 · Pedestal up → 2 · Static shot");
    expect(brackets.flatMap((b) => b.warnings)).toEqual([]);
  });

  it.each(CAMERA_MOVE_TABLE.map((row) => [row.zh, row.move]))("reads [%s] as %s", (zh, move) => {
    expect(parseDirectives(`[ ${zh} ]`)[0]!.moves).toEqual([{ text: zh, move }]);
  });

  it.each([
    ["【推进】", ["Push in"]],
    ["【左移，右摇】", ["Truck left", "Pan right"]],
    ["[左移，Pan right, 变焦推近]", ["Truck left", "Pan right", "Zoom in"]],
    ["【Truck left,Pan right]", ["Truck left", "Pan right"]],
  ])("reads full-width brackets and commas in %j", (prompt, moves) => {
    const [bracket, ...rest] = parseDirectives(prompt);
    expect(rest).toEqual([]);
    expect(bracket!.raw).toBe(prompt);
    expect(bracket!.moves.map((m) => m.move)).toEqual(moves);
    expect(bracket!.warnings).toEqual([]);
  });

  it("keeps unknown moves as text and warns", () => {
    const [bracket] = parseDirectives("[Spin, Zoom in]");
    expect(bracket!.moves).toEqual([
      { text: "Spin", move: null },
      { text: "Zoom in", move: "Zoom in" },
    ]);
    expect(bracket!.warnings).toEqual([{ code: "unknown_move", text: "Spin" }]);
  });

  it("warns when a bracket holds more than 3 moves, not at 3", () => {
    expect(parseDirectives("[Pan left,Zoom in,Shake]")[0]!.warnings).toEqual([]);
    expect(parseDirectives("[Pan left,Zoom in,Shake,Tilt up]")[0]!.warnings).toEqual([
      { code: "too_many_moves", count: 4, max: 3 },
    ]);
    // Unknown items reach the model as plain text, so they do not count towards the limit.
    expect(parseDirectives("[Spin,Pan left,Zoom in,Shake]")[0]!.warnings).toEqual([
      { code: "unknown_move", text: "Spin" },
    ]);
  });

  it.each(["[]", "[  ]", "[ , ]"])("warns about the empty bracket %j", (prompt) => {
    expect(parseDirectives(prompt)).toEqual([
      {
        start: 0,
        end: prompt.length,
        raw: prompt,
        moves: [],
        warnings: [{ code: "empty" }],
      },
    ]);
  });

  it("ignores brackets that span a line or hold another [, and unmatched [", () => {
    expect(parseDirectives("[Pan\nleft] [Pan\r\nleft] [Zoom in 【固定\n】")).toEqual([]);
    const prompt = "a [b [Zoom in] c";
    expect(parseDirectives(prompt).map((b) => prompt.slice(b.start, b.end))).toEqual(["[Zoom in]"]);
  });

  it("reads back any formatted bracket of 1 to 3 moves without warnings", () => {
    fc.assert(
      fc.property(bracketMoves, (moves) => {
        const [bracket, ...rest] = parseDirectives(formatBracket(moves));
        expect(rest).toEqual([]);
        expect(bracket!.moves.map((m) => m.move)).toEqual(moves);
        expect(bracket!.warnings).toEqual([]);
      }),
    );
  });

  it("recognises moves whatever their case and spacing", () => {
    fc.assert(
      fc.property(
        move.chain((m) => fc.tuple(fc.constant(m), mangled(m))),
        ([canonical, text]) => {
          expect(parseDirectives(`[ ${text} ]`)[0]!.moves).toEqual([{ text: text.trim(), move: canonical }]);
        },
      ),
    );
  });
});

describe("shotSequence", () => {
  it("numbers the brackets with recognised moves, skipping the rest", () => {
    const prompt = "[Truck left, pan RIGHT] walks [Spin] [] away [Static shot, Spin]";
    expect(shotSequence(parseDirectives(prompt))).toBe("1 · Truck left + Pan right → 2 · Static shot");
    expect(shotSequence(parseDirectives("no moves [Spin]"))).toBe("");
  });

  it("has one numbered step per bracket", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(noBrackets, bracketMoves), { minLength: 1, maxLength: 8 }), (parts) => {
        const prompt = parts.map(([text, moves]) => text + formatBracket(moves)).join("");
        const steps = shotSequence(parseDirectives(prompt)).split(" → ");
        expect(steps).toEqual(parts.map(([, moves], i) => `${i + 1} · ${moves.join(" + ")}`));
      }),
    );
  });
});

describe("formatBracket", () => {
  it("writes moves the way the vendor does", () => {
    expect(formatBracket(["Truck left", "Pan right"])).toBe("[Truck left,Pan right]");
  });
});
