import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { taskTitle } from "../card/task-title.ts";
import { useSelection } from "../../../components/selection/selection-context.tsx";

// Hours and minutes tell apart two runs of the same model, which is what a name must do here.
// One formatter per language: built once each, as a history has many boxes.
const clocks = new Map<string, Intl.DateTimeFormat>();
function clock(locale: string): Intl.DateTimeFormat {
  let formatter = clocks.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });
    clocks.set(locale, formatter);
  }
  return formatter;
}

/** "Select Video · MiniMax-Hailuo-02, 12:03": the name a card's or tile's Select box has. */
export function selectLabel(entry: Pick<DeckEntry, "mode" | "body" | "submittedAt">, locale = i18n.locale): string {
  const title = taskTitle(entry);
  const time = clock(locale).format(entry.submittedAt);
  return t`Select ${title}, ${time}`;
}

/** A card's or tile's checkbox for Compare; Shift-click (or Shift+Space) selects the range from the last one clicked. */
export function SelectBox({ entry, className }: { entry: DeckEntry; className?: string }) {
  const { i18n } = useLingui();
  const { ids, click } = useSelection();
  return (
    <input
      type="checkbox"
      aria-label={selectLabel(entry, i18n.locale)}
      checked={ids.includes(entry.id)}
      // A checkbox's change comes from a click event (Space included), which says whether Shift was held.
      onChange={(event) => click(entry.id, (event.nativeEvent as MouseEvent).shiftKey === true)}
      className={`mt-0.5 size-4 shrink-0 accent-brand-700 ${className ?? ""}`}
    />
  );
}
