import type { CSSProperties, ReactNode, Ref } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";

/** What both ways of showing the history (whole, or a window of it) are given. */
export type ListLayout = {
  entries: readonly DeckEntry[];
  renderItem: (entry: DeckEntry) => ReactNode;
  /** A first guess at a card's height in px (the window's); each card is measured once it renders. */
  estimateSize: number;
  /** Gap between cards, px. */
  gap: number;
};

type ItemProps = { index: number; size: number; gap: number; style?: CSSProperties; ref?: Ref<HTMLDivElement> };

/** One card's place in the list: only a window may be in the DOM, so it says where it stands in the whole. */
export function ListItem({ index, size, gap, style, ref, children }: ItemProps & { children: ReactNode }) {
  return (
    <div ref={ref} style={style} role="listitem" aria-setsize={size} aria-posinset={index + 1}>
      {/* The gap inside the measured box (a padding of the item itself is not part of its measured size). */}
      <div style={{ paddingBottom: index < size - 1 ? gap : 0 }}>{children}</div>
    </div>
  );
}
