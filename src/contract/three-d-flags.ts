export const SUBDIVISION_LEVELS = ["low", "medium", "high"] as const;
export const FILE_FORMATS = ["glb", "obj", "usd", "usdz"] as const;

export type SubdivisionLevel = (typeof SUBDIVISION_LEVELS)[number];
export type FileFormat = (typeof FILE_FORMATS)[number];

export const DEFAULT_LEVEL: SubdivisionLevel = "medium";
export const DEFAULT_FORMAT: FileFormat = "glb";

export type ThreeDFlags = { level: SubdivisionLevel; format: FileFormat };

export type FlagProblem = { message: string; start: number; end: number };

export type ParsedThreeDPrompt = {
  level: SubdivisionLevel | null;
  format: FileFormat | null;
  problems: FlagProblem[];
};

/** The flag that writes each setting. */
export const FLAG_NAMES = { level: "--subdivisionlevel", format: "--fileformat" } as const;

const FLAGS = {
  [FLAG_NAMES.level]: { key: "level", values: SUBDIVISION_LEVELS },
  [FLAG_NAMES.format]: { key: "format", values: FILE_FORMATS },
} as const;

type FlagName = keyof typeof FLAGS;

export type FlagToken = { text: string; start: number; end: number };

/** A 3D prompt cut at whitespace, each piece with its place: how the parser and the editor both read it. */
export function flagTokens(prompt: string): FlagToken[] {
  return [...prompt.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/** The flag name a token starts with (`--fileformat` of `--fileformat=glb`), lower-cased. */
export function flagNameOf(token: FlagToken): string {
  return token.text.split("=", 1)[0]!.toLowerCase();
}

function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(FLAGS, name);
}

/**
 * Reads `--subdivisionlevel <level> --fileformat <format>` from a 3D prompt. Flag names and
 * values are matched without regard to case; `--flag=value` is read too. Every problem
 * (unknown flag, missing or invalid value, a repeated flag, stray text) is reported with
 * its place in the text, so an editor can point at it.
 */
export function parseThreeDPrompt(prompt: string): ParsedThreeDPrompt {
  const result: ParsedThreeDPrompt = { level: null, format: null, problems: [] };
  const seen = new Set<FlagName>();
  const tokens = flagTokens(prompt);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.text.startsWith("--")) {
      result.problems.push({
        ...span(token),
        message: `"${token.text}" is not a flag: the 3D prompt carries only flags`,
      });
      continue;
    }
    const [rawName = "", inlineValue] = token.text.split(/=(.*)/s, 2);
    const name = rawName.toLowerCase();
    if (!isFlagName(name)) {
      result.problems.push({
        ...span(token),
        message: `Unknown flag ${rawName}: use ${FLAG_NAMES.level} or ${FLAG_NAMES.format}`,
      });
      continue;
    }
    let value = inlineValue;
    let end = token.end;
    if (value === undefined && tokens[i + 1] && !tokens[i + 1]!.text.startsWith("--")) {
      value = tokens[i + 1]!.text;
      end = tokens[i + 1]!.end;
      i++;
    }
    const rule = FLAGS[name];
    const where = { start: token.start, end };
    if (seen.has(name)) {
      result.problems.push({ ...where, message: `${name} is given more than once` });
      continue;
    }
    seen.add(name);
    if (!value) {
      result.problems.push({ ...where, message: `${name} needs a value: ${rule.values.join(", ")}` });
      continue;
    }
    const normal = value.toLowerCase();
    if (!(rule.values as readonly string[]).includes(normal)) {
      result.problems.push({ ...where, message: `${name} cannot be "${value}": use ${rule.values.join(", ")}` });
      continue;
    }
    if (rule.key === "level") result.level = normal as SubdivisionLevel;
    else result.format = normal as FileFormat;
  }
  return result;
}

function span(token: { start: number; end: number }) {
  return { start: token.start, end: token.end };
}

export function writeThreeDFlags(flags: ThreeDFlags): string {
  return `${FLAG_NAMES.level} ${flags.level} ${FLAG_NAMES.format} ${flags.format}`;
}

/** The flags a 3D prompt asks for, with the vendor's defaults where a flag is absent or unreadable. */
export function effectiveThreeDFlags(prompt: string | undefined): ThreeDFlags {
  const parsed = parseThreeDPrompt(prompt ?? "");
  return { level: parsed.level ?? DEFAULT_LEVEL, format: parsed.format ?? DEFAULT_FORMAT };
}
