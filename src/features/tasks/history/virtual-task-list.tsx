import { useLingui } from "@lingui/react/macro";
import { createContext, useContext, useRef, type ReactNode } from "react";
import { WindowVirtualizer, type CustomItemComponentProps } from "virtua";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { useRevealNewest } from "./use-reveal-newest.ts";

export type VirtualTaskListProps = {
  entries: readonly DeckEntry[];
  renderItem: (entry: DeckEntry) => ReactNode;
  /** A first guess at a card's height in px; each card is measured once it renders. */
  estimateSize?: number;
  /** Gap between cards, px. */
  gap?: number;
};

/** Cards rendered beyond the view, in px: about four either side, so Tab and a quick scroll find cards ready. */
const BUFFER_PX = 2400;

// What every item needs to know of the whole list; the virtualiser renders the items itself.
const ListShape = createContext({ size: 0, gap: 0 });

/** One card's place in the list: only a window is in the DOM, so it says where it stands in the whole. */
function ListItem({ index, style, children, ref }: CustomItemComponentProps) {
  const { size, gap } = useContext(ListShape);
  return (
    <div ref={ref} style={style} role="listitem" aria-setsize={size} aria-posinset={index + 1}>
      {/* The gap inside the measured box (a padding of the item itself is not part of its measured size). */}
      <div style={{ paddingBottom: index < size - 1 ? gap : 0 }}>{children}</div>
    </div>
  );
}

/**
 * The history as part of the page (the window scrolls it: no box of its own to hide actions in),
 * with only the cards near the view in the DOM, so thousands of tasks cost what a dozen do.
 * Heights are measured as cards render (and again when they change, e.g. a result appears), so
 * cards need no fixed height; where the list starts in the page is read as the page scrolls.
 */
export function VirtualTaskList({ entries, renderItem, estimateSize = 180, gap = 12 }: VirtualTaskListProps) {
  const { t } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  useRevealNewest(entries, list);
  return (
    <div ref={list} role="list" aria-label={t`Task history`}>
      <ListShape value={{ size: entries.length, gap }}>
        <WindowVirtualizer data={entries} itemSize={estimateSize} bufferSize={BUFFER_PX} item={ListItem}>
          {/* Keys follow the task, so a card keeps its state when filters move it. */}
          {(entry: DeckEntry) => <div key={entry.id}>{renderItem(entry)}</div>}
        </WindowVirtualizer>
      </ListShape>
    </div>
  );
}
