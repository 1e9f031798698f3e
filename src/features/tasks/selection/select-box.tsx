import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { taskTitle } from "../card/task-title.ts";
import { useSelection } from "./selection-context.tsx";

// Hours and minutes tell apart two runs of the same model, which is what a name must do here.
const clock = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

/** "Select Video · MiniMax-Hailuo-02, 12:03": the name a card's or tile's Select box has. */
export function selectLabel(entry: Pick<DeckEntry, "mode" | "body" | "submittedAt">): string {
  return `Select ${taskTitle(entry)}, ${clock.format(entry.submittedAt)}`;
}

/** A card's or tile's checkbox for Compare; Shift-click (or Shift+Space) selects the range from the last one clicked. */
export function SelectBox({ entry, className }: { entry: DeckEntry; className?: string }) {
  const { ids, click } = useSelection();
  return (
    <input
      type="checkbox"
      aria-label={selectLabel(entry)}
      checked={ids.includes(entry.id)}
      // A checkbox's change comes from a click event (Space included), which says whether Shift was held.
      onChange={(event) => click(entry.id, (event.nativeEvent as MouseEvent).shiftKey === true)}
      className={`mt-0.5 size-4 shrink-0 accent-brand-700 ${className ?? ""}`}
    />
  );
}
