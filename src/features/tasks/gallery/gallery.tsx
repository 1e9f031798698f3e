import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { WindowVirtualizer, type WindowVirtualizerHandle } from "virtua";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { onLightboxClosed } from "../../../lib/lightbox-store.ts";
import { GalleryTile } from "./gallery-tile.tsx";
import { gridGeometry, TILE_GAP_PX } from "./grid-geometry.ts";

/** The grid's width, which sets the columns (where it starts on the page, the virtualiser reads). */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    // The size the observer reports, not one read again: the grid's height changes as rows come
    // and go while the page scrolls, and a read then could lay the page out a second time.
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize[0];
      setWidth(size ? size.inlineSize : element.getBoundingClientRect().width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The tasks as a grid of result tiles, scrolled with the page: only the rows near the view are
 * in the DOM (rows of as many square tiles as fit), so 5,000 tasks cost what a screenful does.
 * A chunk of its own, loaded when the Gallery view is first chosen.
 */
export default function Gallery({ entries }: { entries: readonly DeckEntry[] }) {
  const { t } = useLingui();
  const { box, width } = useWidth();
  const { columns, tile, rows } = gridGeometry(width, entries.length);
  const virtualizer = useRef<WindowVirtualizerHandle>(null);
  const rowIndexes = Array.from({ length: rows }, (_, row) => row);

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
      virtualizer.current?.scrollToIndex(Math.floor(index / columns), { align: "center" });
      setPendingFocus(id);
    }),
  );
  // Once the scroll has rendered its row: the virtualiser tells of every scroll.
  const focusPending = () => {
    const button = pendingFocus ? buttons.current.get(pendingFocus) : undefined;
    if (!button) return;
    button.focus();
    setPendingFocus(null);
  };
  useEffect(focusPending);

  return (
    <div ref={box} role="list" aria-label={t`Task gallery`} className="w-full">
      {/* Rows are as high as tiles are wide, the gap below each inside its measured box. */}
      <WindowVirtualizer
        ref={virtualizer}
        data={rowIndexes}
        itemSize={tile + TILE_GAP_PX}
        bufferSize={(tile + TILE_GAP_PX) * 2}
        onScrollEnd={focusPending}
      >
        {(row: number) => (
          <div
            key={row}
            role="none"
            className="grid w-full"
            style={{
              height: tile,
              marginBottom: row < rows - 1 ? TILE_GAP_PX : 0,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: TILE_GAP_PX,
            }}
          >
            {entries.slice(row * columns, row * columns + columns).map((entry, i) => (
              <div
                key={entry.id}
                role="listitem"
                // Only a window is in the DOM, so say where this tile stands in the whole gallery.
                aria-setsize={entries.length}
                aria-posinset={row * columns + i + 1}
              >
                <GalleryTile entry={entry} buttons={buttons.current} />
              </div>
            ))}
          </div>
        )}
      </WindowVirtualizer>
    </div>
  );
}
