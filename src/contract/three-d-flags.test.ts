import { describe, expect, it } from "vitest";
import { ALL_OFFERED, FILE_FORMATS, SUBDIVISION_LEVELS, writeThreeDFlags } from "./three-d-flags.ts";
import { effectiveThreeDFlags, parseThreeDPrompt } from "./three-d-flag-reader.ts";
import { flagProblemInEnglish } from "./three-d-flag-english.ts";

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
    [
      "--subdivisionlevel ultra",
      { code: "invalid_value", flag: "--subdivisionlevel", value: "ultra", offered: SUBDIVISION_LEVELS },
    ],
    ["--fileformat", { code: "needs_value", flag: "--fileformat", offered: FILE_FORMATS }],
    ["--fileformat glb --FF obj", { code: "repeated_flag", flag: "--fileformat" }],
    ["--seed 3", { code: "unknown_flag", flag: "--seed" }],
    ["a cat --fileformat glb", { code: "not_a_flag", text: "a" }],
  ])("reports %j as a code with its values", (prompt, code) => {
    const { problems } = parseThreeDPrompt(prompt);
    expect(problems.length).toBeGreaterThan(0);
    const { start: _start, end: _end, ...problem } = problems[0]!;
    expect(problem).toEqual(code);
  });

  it("words each code for the sandbox in English", () => {
    const english = (prompt: string, offer = ALL_OFFERED) =>
      parseThreeDPrompt(prompt, offer).problems.map(flagProblemInEnglish);
    expect(english("a --seed 3 --FF --sl ultra --sl high")).toEqual([
      '"a" is not a flag: the 3D prompt carries only flags',
      "Unknown flag --seed: use --subdivisionlevel (--sl) or --fileformat (--ff)",
      '"3" is not a flag: the 3D prompt carries only flags',
      "--FF needs a value: glb, obj, usd, usdz",
      '--sl cannot be "ultra": use low, medium, high',
      "--subdivisionlevel is given more than once",
    ]);
    expect(english("--sl HIGH", { ...ALL_OFFERED, level: ["medium"] })).toEqual([
      "--sl high is not offered by this model: use medium",
    ]);
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
    expect(problems).toEqual([{ start: 9, end: 32, code: "repeated_flag", flag: "--subdivisionlevel" }]);
  });

  it("reads a value the model does not offer, and says what it offers instead", () => {
    const offer = { ...ALL_OFFERED, level: ["medium"] as const };
    const prompt = "--sl high --ff usdz";
    const parsed = parseThreeDPrompt(prompt, offer);
    expect(parsed).toMatchObject({ level: "high", format: "usdz" });
    expect(parsed.problems).toEqual([
      { start: 0, end: 9, code: "not_offered", flag: "--sl", value: "high", offered: ["medium"] },
    ]);
    expect(parseThreeDPrompt("--sl ultra", offer).problems[0]).toMatchObject({
      code: "invalid_value",
      value: "ultra",
      offered: ["medium"],
    });
  });
});
