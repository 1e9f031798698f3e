import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { onLightboxClosed } from "../lightbox/lightbox-store.ts";
import { GalleryTile } from "./gallery-tile.tsx";
import { gridGeometry, TILE_GAP_PX } from "./grid-geometry.ts";

/** Where the grid's box is: its width sets the columns, its place on the page where rows start. */
function useFrame() {
  const box = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const read = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: rect.width, top: rect.top + window.scrollY };
      setFrame((old) => (old.width === next.width && old.top === next.top ? old : next));
    };
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    // What sits above the grid (a message under the toolbar) moves it without resizing it.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return { box, ...frame };
}

/**
 * The tasks as a grid of result tiles, scrolled with the page: only the rows near the view are
 * in the DOM (rows of as many square tiles as fit), so 5,000 tasks cost what a screenful does.
 * A chunk of its own, loaded when the Gallery view is first chosen.
 */
export default function Gallery({ entries }: { entries: readonly DeckEntry[] }) {
  const { box, width, top } = useFrame();
  const { columns, tile, rows } = gridGeometry(width, entries.length);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => tile,
    gap: TILE_GAP_PX,
    overscan: 2,
    scrollMargin: top,
  });
  // Rows are as high as tiles are wide: a new width remeasures them all.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, tile]);

  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  const indexOf = (id: string) => entries.findIndex((entry) => entry.id === id);
  useEffect(() =>
    onLightboxClosed((id) => {
      const button = buttons.current.get(id);
      if (button) return button.focus();
      const index = indexOf(id);
      if (index < 0) return;
      // Its row is not in the DOM: bring it in, then focus it once rendered.
      virtualizer.scrollToIndex(Math.floor(index / columns), { align: "center" });
      setPendingFocus(id);
    }),
  );
  const rowsShown = virtualizer.getVirtualItems();
  useEffect(() => {
    const button = pendingFocus ? buttons.current.get(pendingFocus) : undefined;
    if (!button) return;
    button.focus();
    setPendingFocus(null);
  }, [pendingFocus, rowsShown]);

  return (
    <div
      ref={box}
      role="list"
      aria-label="Task gallery"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rowsShown.map((row) => (
        <div
          key={row.key}
          role="none"
          className="absolute left-0 grid w-full"
          style={{
            top: 0,
            height: tile,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: TILE_GAP_PX,
          }}
        >
          {entries.slice(row.index * columns, row.index * columns + columns).map((entry, i) => (
            <div
              key={entry.id}
              role="listitem"
              // Only a window is in the DOM, so say where this tile stands in the whole gallery.
              aria-setsize={entries.length}
              aria-posinset={row.index * columns + i + 1}
            >
              <GalleryTile
                entry={entry}
                buttonRef={(button) => {
                  if (button) buttons.current.set(entry.id, button);
                  else buttons.current.delete(entry.id);
                }}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
