import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BracketProblem } from "../../../contract/bracket-structure.ts";
import type { DirectiveWarning } from "../../../contract/camera-directives.ts";
import { formatNumber } from "../../../lib/format-number.ts";

// The video prompt's bracket warnings, for people, in the page's language: the contract gives
// codes with their values. Worded at render time with the `i18n` of the moment, so a language
// switch re-words them; positions and counts as the language writes numbers.

/** A bracket the directive parser would skip (unclosed, or inside another). */
export function bracketProblemText(i18n: I18n, problem: BracketProblem): string {
  const number = (value: number) => formatNumber(value, { locale: i18n.locale });
  const character = number(problem.character);
  if (problem.kind === "unclosed") {
    const { bracket, closer } = problem;
    return i18n._(
      msg`Unclosed "${bracket}" at character ${character}: close it with "${closer}" on the same line, or it is sent as plain text.`,
    );
  }
  const outer = number(problem.outerCharacter);
  return i18n._(
    msg`A bracket inside another at character ${character} (the outer one opens at character ${outer}): brackets do not nest, so move it out.`,
  );
}

/** A bracket the model may not read as meant (empty, an unknown move, too many moves). */
export function directiveWarningText(i18n: I18n, warning: DirectiveWarning): string {
  switch (warning.code) {
    case "empty":
      return i18n._(msg`Empty brackets: add a camera move or delete them.`);
    case "unknown_move": {
      const { text } = warning;
      return i18n._(msg`Unknown camera move "${text}": it will be sent as plain text.`);
    }
    case "too_many_moves": {
      const [count, max] = [
        formatNumber(warning.count, { locale: i18n.locale }),
        formatNumber(warning.max, { locale: i18n.locale }),
      ];
      return i18n._(msg`${count} moves in one bracket: at most ${max} are recommended.`);
    }
  }
}
