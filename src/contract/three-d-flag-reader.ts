import {
  ALL_OFFERED,
  DEFAULT_FORMAT,
  DEFAULT_LEVEL,
  FLAG_NAMES,
  FLAG_SHORT_NAMES,
  type FileFormat,
  type FlagKey,
  type SubdivisionLevel,
  type ThreeDFlags,
  type ThreeDOffer,
} from "./three-d-flags.ts";

// Reading the flags back from a 3D prompt, apart from the flags' names and values (three-d-flags.ts):
// the composer's first screen writes the default flags but reads none, so this loads later.

/**
 * What is wrong with a piece of a 3D prompt, as a code with its values (the page words it in its
 * language; the sandbox in English): `flag` as written, `offered` what the model offers instead.
 */
export type FlagProblemCode =
  | { code: "not_a_flag"; text: string }
  | { code: "unknown_flag"; flag: string }
  | { code: "repeated_flag"; flag: string }
  | { code: "needs_value"; flag: string; offered: readonly string[] }
  | { code: "invalid_value"; flag: string; value: string; offered: readonly string[] }
  | { code: "not_offered"; flag: string; value: string; offered: readonly string[] };

/** A problem and the place in the prompt it is about. */
export type FlagProblem = FlagProblemCode & { start: number; end: number };

export type ParsedThreeDPrompt = {
  level: SubdivisionLevel | null;
  format: FileFormat | null;
  problems: FlagProblem[];
};

const VENDOR_VALUES: ThreeDOffer = ALL_OFFERED;

export type FlagToken = { text: string; start: number; end: number };

/** A 3D prompt cut at whitespace, each piece with its place: how the parser and the editor both read it. */
export function flagTokens(prompt: string): FlagToken[] {
  return [...prompt.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** The setting a token's flag writes, whichever of its names it is spelled with (`--FF=glb` → format); null for others. */
export function flagKeyOf(token: FlagToken): FlagKey | null {
  const name = token.text.split("=", 1)[0]!.toLowerCase();
  for (const key of ["level", "format"] as const)
    if (name === FLAG_NAMES[key] || name === FLAG_SHORT_NAMES[key]) return key;
  return null;
}

/**
 * Reads `--subdivisionlevel <level> --fileformat <format>` (or the short `--sl`, `--ff`) from a
 * 3D prompt. Flag names and values are matched without regard to case; `--flag=value` is read
 * too. Every problem (unknown flag, missing or invalid value, a value the model does not offer,
 * a repeated flag, stray text) is reported with its place in the text, so an editor can point
 * at it. A value the vendor knows but the model does not offer is still read, so a control can
 * show what was asked for.
 */
export function parseThreeDPrompt(prompt: string, offer: ThreeDOffer = ALL_OFFERED): ParsedThreeDPrompt {
  const result: ParsedThreeDPrompt = { level: null, format: null, problems: [] };
  const seen = new Set<FlagKey>();
  const tokens = flagTokens(prompt);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.text.startsWith("--")) {
      result.problems.push({ ...span(token), code: "not_a_flag", text: token.text });
      continue;
    }
    const [rawName = "", inlineValue] = token.text.split(/=(.*)/s, 2);
    const key = flagKeyOf(token);
    if (!key) {
      result.problems.push({ ...span(token), code: "unknown_flag", flag: rawName });
      continue;
    }
    let value = inlineValue;
    let end = token.end;
    if (value === undefined && tokens[i + 1] && !tokens[i + 1]!.text.startsWith("--")) {
      value = tokens[i + 1]!.text;
      end = tokens[i + 1]!.end;
      i++;
    }
    const where = { start: token.start, end };
    if (seen.has(key)) {
      result.problems.push({ ...where, code: "repeated_flag", flag: FLAG_NAMES[key] });
      continue;
    }
    seen.add(key);
    const offered: readonly string[] = offer[key];
    if (!value) {
      result.problems.push({ ...where, code: "needs_value", flag: rawName, offered });
      continue;
    }
    const normal = value.toLowerCase();
    if (!(VENDOR_VALUES[key] as readonly string[]).includes(normal)) {
      result.problems.push({ ...where, code: "invalid_value", flag: rawName, value, offered });
      continue;
    }
    if (key === "level") result.level = normal as SubdivisionLevel;
    else result.format = normal as FileFormat;
    if (!offered.includes(normal))
      result.problems.push({ ...where, code: "not_offered", flag: rawName, value: normal, offered });
  }
  return result;
}

function span(token: { start: number; end: number }) {
  return { start: token.start, end: token.end };
}

/** The flags a 3D prompt asks for, with the vendor's defaults where a flag is absent or unreadable. */
export function effectiveThreeDFlags(prompt: string | undefined): ThreeDFlags {
  const parsed = parseThreeDPrompt(prompt ?? "");
  return { level: parsed.level ?? DEFAULT_LEVEL, format: parsed.format ?? DEFAULT_FORMAT };
}
