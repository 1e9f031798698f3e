import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { flagProblemInEnglish } from "../../../contract/three-d-flag-english.ts";
import type { FlagProblemCode } from "../../../contract/three-d-flag-reader.ts";
import { flagProblemText } from "./three-d-flag-words.ts";

// The page and the sandbox word the same problems apart (the sandbox has no Lingui): in English
// they must read alike, or a refusal would not match the warning the form showed.
const PROBLEMS: FlagProblemCode[] = [
  { code: "not_a_flag", text: "hello" },
  { code: "unknown_flag", flag: "--x" },
  { code: "repeated_flag", flag: "--ff" },
  { code: "needs_value", flag: "--sl", offered: ["low", "medium"] },
  { code: "invalid_value", flag: "--sl", value: "ultra", offered: ["low", "medium"] },
  { code: "not_offered", flag: "--ff", value: "usdz", offered: ["glb", "obj"] },
];

describe("3D flag problems in English", () => {
  it.each(PROBLEMS.map((problem) => [problem.code, problem] as const))(
    "%s reads the same on the page and in the sandbox",
    (_code, problem) => {
      expect(i18n.locale).toBe("en");
      expect(flagProblemText(i18n, problem)).toBe(flagProblemInEnglish(problem));
    },
  );
});
