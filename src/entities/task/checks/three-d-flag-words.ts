import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FlagProblemCode } from "../../../contract/three-d-flag-reader.ts";
import { FLAG_NAMES, FLAG_SHORT_NAMES } from "../../../contract/three-d-flags.ts";

// A 3D prompt's problems, for people, in the page's language: the contract
// gives codes with their values. Worded at render time with the `i18n` of the moment, so a
// language switch re-words them. (The sandbox's English: src/contract/three-d-flag-english.ts.)

/** A 3D prompt's problem in the language of `i18n`; flags, values and formats stay as typed. */
export function flagProblemText(i18n: I18n, problem: FlagProblemCode): string {
  // Values the service reads (glb, medium…) are listed as typed, not as a sentence.
  const offered = "offered" in problem ? problem.offered.join(", ") : "";
  switch (problem.code) {
    case "not_a_flag": {
      const { text } = problem;
      return i18n._(msg`"${text}" is not a flag: the 3D prompt carries only flags`);
    }
    case "unknown_flag": {
      const { flag } = problem;
      const [level, sl, format, ff] = [
        FLAG_NAMES.level,
        FLAG_SHORT_NAMES.level,
        FLAG_NAMES.format,
        FLAG_SHORT_NAMES.format,
      ];
      return i18n._(msg`Unknown flag ${flag}: use ${level} (${sl}) or ${format} (${ff})`);
    }
    case "repeated_flag": {
      const { flag } = problem;
      return i18n._(msg`${flag} is given more than once`);
    }
    case "needs_value": {
      const { flag } = problem;
      return i18n._(msg`${flag} needs a value: ${offered}`);
    }
    case "invalid_value": {
      const { flag, value } = problem;
      return i18n._(msg`${flag} cannot be "${value}": use ${offered}`);
    }
    case "not_offered": {
      const { flag, value } = problem;
      return i18n._(msg`${flag} ${value} is not offered by this model: use ${offered}`);
    }
  }
}
