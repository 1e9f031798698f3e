import { describe, expect, it } from "vitest";
import { ALL_OFFERED, FILE_FORMATS, SUBDIVISION_LEVELS, writeThreeDFlags } from "./three-d-flags.ts";
import { effectiveThreeDFlags, parseThreeDPrompt } from "./three-d-flag-reader.ts";

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

  it("reads the vendor's short forms --sl and --ff as the long flags, in any case and with =", () => {
    expect(parseThreeDPrompt("--SL high --ff=USDZ")).toEqual({ level: "high", format: "usdz", problems: [] });
    expect(effectiveThreeDFlags("--ff obj")).toEqual({ level: "medium", format: "obj" });
  });

  it("counts a short and a long spelling of one flag as a repeat", () => {
    const { problems } = parseThreeDPrompt("--sl low --subdivisionlevel high");
    expect(problems.map((p) => p.message)).toEqual(["--subdivisionlevel is given more than once"]);
  });

  it("reads a value the model does not offer, and says what it offers instead", () => {
    const offer = { ...ALL_OFFERED, level: ["medium"] as const };
    const prompt = "--sl high --ff usdz";
    const parsed = parseThreeDPrompt(prompt, offer);
    expect(parsed).toMatchObject({ level: "high", format: "usdz" });
    expect(parsed.problems).toEqual([
      { start: 0, end: 9, message: "--sl high is not offered by this model: use medium" },
    ]);
    expect(parseThreeDPrompt("--sl ultra", offer).problems[0]!.message).toBe('--sl cannot be "ultra": use medium');
  });
});
