import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { isReviewed, type Verdict } from "../../../contract/verdict.ts";

/** What a key press means during a keyboard review (the lightbox); null for any other key. */
export type ReviewAction =
  | { type: "outcome"; outcome: "pass" | "fail" }
  | { type: "rate"; rating: number }
  | { type: "note" }
  | { type: "move"; by: -1 | 1 };

/** Controls whose own keys come first: typing a "p" in the note is not a verdict. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not words
const OWN_KEYS = "input, textarea, select, [contenteditable], video, audio";

/** `p`/`f` pass/fail, `1`–`5` rate, `n` the note, `←`/`→` previous/next; none with a modifier. */
export function reviewAction(
  event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey">,
  target: Element | null,
): ReviewAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || target?.closest(OWN_KEYS)) return null;
  const key = event.key;
  if (key === "p" || key === "P") return { type: "outcome", outcome: "pass" };
  if (key === "f" || key === "F") return { type: "outcome", outcome: "fail" };
  if (key === "n" || key === "N") return { type: "note" };
  if (/^[1-5]$/.test(key)) return { type: "rate", rating: Number(key) };
  if (key === "ArrowLeft") return { type: "move", by: -1 };
  if (key === "ArrowRight") return { type: "move", by: 1 };
  return null;
}

/** "N of M reviewed" over a list of tasks (the current filter). */
export function reviewedCount(ids: readonly string[], verdictOf: (id: string) => Verdict | undefined): string {
  const reviewed = ids.filter((id) => isReviewed(verdictOf(id))).length;
  const done = i18n.number(reviewed);
  const total = i18n.number(ids.length);
  return t`${done} of ${total} reviewed`;
}
