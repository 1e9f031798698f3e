import { describe, expect, it } from "vitest";
import {
  FILE_FORMATS,
  SUBDIVISION_LEVELS,
  effectiveThreeDFlags,
  parseThreeDPrompt,
  writeThreeDFlags,
} from "./three-d-flags.ts";

describe("3D flags", () => {
  it("round-trips every level and format", () => {
    for (const level of SUBDIVISION_LEVELS)
      for (const format of FILE_FORMATS) {
        const parsed = parseThreeDPrompt(writeThreeDFlags({ level, format }));
        expect(parsed).toEqual({ level, format, problems: [] });
      }
  });

  it("reads flags in any order, case and spacing, and with =", () => {
    expect(parseThreeDPrompt("  --FileFormat=OBJ   --subdivisionlevel  High ")).toMatchObject({
      level: "high",
      format: "obj",
      problems: [],
    });
  });

  it.each([
    ["--subdivisionlevel ultra", /cannot be "ultra"/],
    ["--fileformat", /needs a value/],
    ["--fileformat glb --fileformat obj", /more than once/],
    ["--seed 3", /Unknown flag --seed/],
    ["a cat --fileformat glb", /"a" is not a flag/],
  ])("reports %j", (prompt, message) => {
    const { problems } = parseThreeDPrompt(prompt);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.message).toMatch(message);
  });

  it("points at where a problem is", () => {
    const prompt = "--subdivisionlevel low --fileformat fbx";
    const [problem] = parseThreeDPrompt(prompt).problems;
    expect(prompt.slice(problem!.start, problem!.end)).toBe("--fileformat fbx");
  });

  it("uses the vendor's defaults for absent flags", () => {
    expect(effectiveThreeDFlags(undefined)).toEqual({ level: "medium", format: "glb" });
    expect(effectiveThreeDFlags("--fileformat usdz")).toEqual({ level: "medium", format: "usdz" });
  });
});
