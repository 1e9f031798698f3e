import type { FlagProblemCode } from "./three-d-flag-reader.ts";
import { FLAG_NAMES, FLAG_SHORT_NAMES } from "./three-d-flags.ts";

/**
 * The sandbox's words for a 3D prompt's problem: the service answers in English, as the vendor
 * does. The page never shows these: it words the codes in its own language
 * (src/entities/task/checks/three-d-flag-words.ts), with the same English.
 */
export function flagProblemInEnglish(problem: FlagProblemCode): string {
  switch (problem.code) {
    case "not_a_flag":
      return `"${problem.text}" is not a flag: the 3D prompt carries only flags`;
    case "unknown_flag":
      return `Unknown flag ${problem.flag}: use ${FLAG_NAMES.level} (${FLAG_SHORT_NAMES.level}) or ${FLAG_NAMES.format} (${FLAG_SHORT_NAMES.format})`;
    case "repeated_flag":
      return `${problem.flag} is given more than once`;
    case "needs_value":
      return `${problem.flag} needs a value: ${problem.offered.join(", ")}`;
    case "invalid_value":
      return `${problem.flag} cannot be "${problem.value}": use ${problem.offered.join(", ")}`;
    case "not_offered":
      return `${problem.flag} ${problem.value} is not offered by this model: use ${problem.offered.join(", ")}`;
  }
}
