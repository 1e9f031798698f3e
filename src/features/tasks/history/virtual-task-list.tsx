import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useRef, type ReactNode } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { useDocumentOffset } from "./use-document-offset.ts";
import { useRevealNewest } from "./use-reveal-newest.ts";

export type VirtualTaskListProps = {
  entries: readonly DeckEntry[];
  renderItem: (entry: DeckEntry) => ReactNode;
  /** A first guess at a card's height in px; each card is measured once it renders. */
  estimateSize?: number;
  /** Gap between cards, px. */
  gap?: number;
};

/**
 * The history as part of the page (the window scrolls it: no box of its own to hide actions in),
 * with only the cards near the view in the DOM, so thousands of tasks cost what a dozen do.
 * Heights are measured as cards render (and again when they change, e.g. a result appears), so
 * cards need no fixed height.
 */
export function VirtualTaskList({ entries, renderItem, estimateSize = 180, gap = 12 }: VirtualTaskListProps) {
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts in the page: what is above it (the composer, on one column) may grow.
  const offset = useDocumentOffset(list);
  useRevealNewest(entries, list);
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: () => estimateSize,
    // Keys follow the task, so a card keeps its measured height (and its state) when filters move it.
    getItemKey: (index) => entries[index]?.id ?? index,
    overscan: 6,
    gap,
    scrollMargin: offset,
  });

  return (
    <div ref={list} role="list" aria-label="Task history">
      <div role="none" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="listitem"
              // Only a window is in the DOM, so say where this card stands in the whole list.
              aria-setsize={entries.length}
              aria-posinset={item.index + 1}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start - offset}px)` }}
            >
              {renderItem(entry)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
