import { createContext, useContext } from "react";
import { WindowVirtualizer, type CustomItemComponentProps } from "virtua";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { ListItem, type ListLayout } from "./list-item.tsx";

/** Cards rendered beyond the view, in px: about four either side, so Tab and a quick scroll find cards ready. */
const BUFFER_PX = 2400;

// What every item needs to know of the whole list; the virtualiser renders the items itself.
const ListShape = createContext({ size: 0, gap: 0 });

function WindowItem({ index, style, children, ref }: CustomItemComponentProps) {
  const { size, gap } = useContext(ListShape);
  return (
    <ListItem ref={ref} style={style} index={index} size={size} gap={gap}>
      {children}
    </ListItem>
  );
}

/**
 * Only the cards near the view in the DOM, so thousands of tasks cost what a dozen do (its own
 * chunk, with the virtualiser: a short history needs neither). Heights are measured as cards
 * render (and again when they change, e.g. a result appears), so cards need no fixed height;
 * where the list starts in the page is read as the page scrolls.
 */
export function WindowTaskList({ entries, renderItem, estimateSize, gap }: ListLayout) {
  return (
    <ListShape value={{ size: entries.length, gap }}>
      <WindowVirtualizer data={entries} itemSize={estimateSize} bufferSize={BUFFER_PX} item={WindowItem}>
        {/* Keys follow the task, so a card keeps its state when filters move it. */}
        {(entry: DeckEntry) => <div key={entry.id}>{renderItem(entry)}</div>}
      </WindowVirtualizer>
    </ListShape>
  );
}
