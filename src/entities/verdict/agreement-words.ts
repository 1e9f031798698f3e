import { plural, t } from "@lingui/core/macro";
import type { Agreement } from "./agreement.ts";

// Apart from agreement.ts, which the deck's filters read before any verdict is shown: these
// words load with what shows them (the verdict panel, a share link's page).

/** "2 of 3 passed; 1 disagrees", "3 of 3 passed"; "" when nobody gave an outcome. */
export function agreementText({ judged, passed, disagree }: Agreement): string {
  if (judged === 0) return "";
  const tally = t({ context: "reviewers' agreement", message: `${passed} of ${judged} passed` });
  if (disagree === 0) return tally;
  const against = plural(disagree, { one: "# disagrees", other: "# disagree" });
  return t({ context: "a verdicts' tally, then who disagrees", message: `${tally}; ${against}` });
}
