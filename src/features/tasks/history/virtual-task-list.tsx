import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef, type ReactNode } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";

export type VirtualTaskListProps = {
  entries: readonly DeckEntry[];
  renderItem: (entry: DeckEntry) => ReactNode;
  /** A first guess at a card's height in px; each card is measured once it renders. */
  estimateSize?: number;
  /** Gap between cards, px. */
  gap?: number;
};

/**
 * The history in its own scrolling box, with only the cards near the view in the DOM, so
 * thousands of tasks cost what a dozen do. Heights are measured as cards render (and again
 * when they change, e.g. a result appears), so cards need no fixed height.
 */
export function VirtualTaskList({ entries, renderItem, estimateSize = 180, gap = 12 }: VirtualTaskListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer is a mutable instance whose methods answer differently on each render, so
  // React Compiler leaves this component unmemoised; that is what it needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    // Keys follow the task, so a card keeps its measured height (and its state) when filters move it.
    getItemKey: (index) => entries[index]?.id ?? index,
    overscan: 6,
    gap,
  });

  return (
    <div
      ref={scroller}
      role="list"
      aria-label="Task history"
      // Focusable so a keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2"
    >
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
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderItem(entry)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
