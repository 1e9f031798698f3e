import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { ParamProblem } from "../../../contract/param-rules.ts";
import { PARAM_WORDS } from "./param-labels.ts";

/** A model parameter's finding (param-rules.ts) in the language of the moment: what the model offers instead. */
export function paramProblemText(problem: ParamProblem): string {
  if (problem.kind === "param-value") {
    const allowed = problem.allowed.join(", ");
    return t`This model offers only ${allowed} here.`;
  }
  const { rule, given } = problem;
  const [label, allowed] = [i18n._(PARAM_WORDS[rule.when].label), rule.oneOf.join(", ")];
  const at = String(given);
  return rule.is
    ? t`With ${label} at ${at}, this model offers only ${allowed}.`
    : t`With a ${label}, this model offers only ${allowed}.`;
}
