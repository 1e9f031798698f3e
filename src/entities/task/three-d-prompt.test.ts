import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FILE_FORMATS, SUBDIVISION_LEVELS, writeThreeDFlags } from "../../contract/three-d-flags.ts";
import { parseThreeDPrompt } from "../../contract/three-d-flag-reader.ts";
import { setThreeDFlag } from "./three-d-prompt.ts";

const anyCase = (s: string) =>
  fc.tuple(...[...s].map((c) => fc.constantFrom(c.toLowerCase(), c.toUpperCase()))).map((cs) => cs.join(""));
const gap = (min: number) => fc.stringMatching(new RegExp(`^[ \\t\\n]{${min},3}$`));

// A flag as a person might type it: any case, "=" or any spacing before the value.
const written = (name: string, value: string) =>
  fc.tuple(anyCase(name), fc.oneof(fc.constant("="), gap(1)), anyCase(value)).map((parts) => parts.join(""));

// Prompts the parser reads without problems; each flag may be missing.
const validPrompt = fc
  .record({
    level: fc.option(fc.constantFrom(...SUBDIVISION_LEVELS), { nil: null }),
    format: fc.option(fc.constantFrom(...FILE_FORMATS), { nil: null }),
    levelFirst: fc.boolean(),
  })
  .chain(({ level, format, levelFirst }) => {
    const flags = [
      level === null ? fc.constant("") : written("--subdivisionlevel", level),
      format === null ? fc.constant("") : written("--fileformat", format),
    ];
    if (!levelFirst) flags.reverse();
    return fc
      .tuple(gap(0), flags[0]!, gap(1), flags[1]!, gap(0))
      .map((parts) => ({ prompt: parts.join(""), level, format }));
  });

// Anything a user might be halfway through typing, valid or not.
const token = fc.oneof(
  written("--subdivisionlevel", "medium"),
  written("--fileformat", "usdz"),
  fc.constantFrom(
    "--subdivisionlevel",
    "--FileFormat",
    "--fileformat=",
    "--fileformat=a=b",
    "--seed",
    "--",
    "fbx",
    "cat",
  ),
);
const messyPrompt = fc.oneof(
  fc.array(fc.tuple(token, gap(1)), { maxLength: 6 }).map((parts) => parts.flat().join("")),
  fc.string(),
);

const cases = [
  { flag: "level", values: SUBDIVISION_LEVELS, other: "format" },
  { flag: "format", values: FILE_FORMATS, other: "level" },
] as const;

describe("setThreeDFlag", () => {
  it("changes only the value, keeping case, spacing and the = form", () => {
    const prompt = "  --FileFormat=OBJ   --SubdivisionLevel \t High \n";
    expect(setThreeDFlag(prompt, "level", "low")).toBe("  --FileFormat=OBJ   --SubdivisionLevel \t low \n");
    expect(setThreeDFlag(prompt, "format", "usdz")).toBe("  --FileFormat=usdz   --SubdivisionLevel \t High \n");
  });

  it("keeps the short spelling the user chose", () => {
    expect(setThreeDFlag("--sl low --FF=obj", "level", "medium")).toBe("--sl medium --FF=obj");
    expect(setThreeDFlag("--sl low --FF=obj", "format", "usdz")).toBe("--sl low --FF=usdz");
    expect(setThreeDFlag("--sl low", "format", "glb")).toBe("--sl low --fileformat glb");
  });

  it("replaces an invalid value and keeps stray text", () => {
    expect(setThreeDFlag("--subdivisionlevel low --fileformat fbx", "format", "obj")).toBe(
      "--subdivisionlevel low --fileformat obj",
    );
    expect(setThreeDFlag("a cat --subdivisionlevel ultra", "level", "high")).toBe("a cat --subdivisionlevel high");
  });

  it.each([
    ["--fileformat --subdivisionlevel low", "--fileformat glb --subdivisionlevel low"],
    ["--subdivisionlevel low --fileformat", "--subdivisionlevel low --fileformat glb"],
    ["--fileformat= --seed", "--fileformat=glb --seed"],
  ])("adds the missing value in %j", (prompt, expected) => {
    expect(setThreeDFlag(prompt, "format", "glb")).toBe(expected);
  });

  it.each([
    ["", "--fileformat glb"],
    ["--subdivisionlevel low", "--subdivisionlevel low --fileformat glb"],
    ["--subdivisionlevel low\n", "--subdivisionlevel low\n--fileformat glb"],
    ["--fileformatx glb", "--fileformatx glb --fileformat glb"],
  ])("appends an absent flag to %j", (prompt, expected) => {
    expect(setThreeDFlag(prompt, "format", "glb")).toBe(expected);
  });

  it("sets the first of a repeated flag and leaves the repeat for the parser to report", () => {
    const prompt = setThreeDFlag("--fileformat fbx --FILEFORMAT usd", "format", "obj");
    expect(prompt).toBe("--fileformat obj --FILEFORMAT usd");
    expect(parseThreeDPrompt(prompt)).toMatchObject({ format: "obj", problems: [{ code: "repeated_flag" }] });
  });

  it.each(cases)("sets $flag in any valid prompt, leaving the rest as it was", ({ flag, values, other }) => {
    fc.assert(
      fc.property(validPrompt, fc.constantFrom(...values), (before, value) => {
        const after = parseThreeDPrompt(setThreeDFlag(before.prompt, flag, value));
        expect(after).toEqual({ [flag]: value, [other]: before[other], problems: [] });
      }),
    );
  });

  it.each(cases)("sets $flag in any prompt without adding problems", ({ flag, values, other }) => {
    fc.assert(
      fc.property(messyPrompt, fc.constantFrom(...values), (prompt, value) => {
        const before = parseThreeDPrompt(prompt);
        const after = parseThreeDPrompt(setThreeDFlag(prompt, flag, value));
        expect(after[flag]).toBe(value);
        expect(after[other]).toBe(before[other]);
        const earlier = before.problems.map(({ start: _s, end: _e, ...p }) => JSON.stringify(p));
        for (const { start: _s, end: _e, ...problem } of after.problems)
          expect(earlier).toContain(JSON.stringify(problem));
      }),
    );
  });

  it.each(cases)("setting $flag twice to the same value changes nothing more", ({ flag, values }) => {
    fc.assert(
      fc.property(messyPrompt, fc.constantFrom(...values), (prompt, value) => {
        const once = setThreeDFlag(prompt, flag, value);
        expect(setThreeDFlag(once, flag, value)).toBe(once);
      }),
    );
  });

  it("rewrites the canonical form into the canonical form", () => {
    const flags = fc.record({
      level: fc.constantFrom(...SUBDIVISION_LEVELS),
      format: fc.constantFrom(...FILE_FORMATS),
    });
    fc.assert(
      fc.property(flags, flags, (from, to) => {
        expect(parseThreeDPrompt(writeThreeDFlags(from))).toEqual({ ...from, problems: [] });
        const prompt = setThreeDFlag(setThreeDFlag(writeThreeDFlags(from), "level", to.level), "format", to.format);
        expect(prompt).toBe(writeThreeDFlags(to));
      }),
    );
  });
});
