import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { onLightboxClosed } from "../../../lib/lightbox-store.ts";
import { GalleryTile } from "./gallery-tile.tsx";
import { gridGeometry, TILE_GAP_PX } from "./grid-geometry.ts";
import { useScrollingFlag } from "./scrolling-flag.ts";
import { useWindowRows } from "./window-rows.ts";

/** The grid's width, which sets the columns (where it starts on the page, window-rows.ts reads). */
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

/** Rows rendered beyond the view either side: a quick scroll or Tab finds tiles ready. */
const OVERSCAN_ROWS = 2;

/**
 * The tasks as a grid of result tiles, scrolled with the page: only the rows near the view are
 * in the DOM (rows of as many square tiles as fit), so 5,000 tasks cost what a screenful does.
 * A chunk of its own, loaded when the Gallery view is first chosen.
 */
export default function Gallery({ entries }: { entries: readonly DeckEntry[] }) {
  const { t } = useLingui();
  const { box, width } = useWidth();
  const { columns, tile, rows } = gridGeometry(width, entries.length);
  // Rows are as high as tiles are wide, the gap below each.
  const rowPx = tile + TILE_GAP_PX;
  const { first, end } = useWindowRows(box, rowPx, rows, OVERSCAN_ROWS);
  useScrollingFlag(box);

  // Each tile's button by its task's id (a tile puts its own in): one Map for the gallery's life.
  const [buttons] = useState(() => new Map<string, HTMLButtonElement>());
  // A task whose tile takes the focus once its row has been scrolled in and rendered.
  const pendingFocus = useRef<string | null>(null);
  const indexOf = (id: string) => entries.findIndex((entry) => entry.id === id);
  useEffect(() =>
    onLightboxClosed((id) => {
      pendingFocus.current = null;
      const button = buttons.get(id);
      if (button) return button.focus();
      const index = indexOf(id);
      if (index < 0) return;
      // Its row is not in the DOM: bring it in, then focus it once rendered.
      pendingFocus.current = id;
      const listTop = (box.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      const rowTop = listTop + Math.floor(index / columns) * rowPx;
      window.scrollTo({ top: rowTop - (window.innerHeight - tile) / 2 });
    }),
  );
  // The scroll renders the row (the rows in view changed): its tile is there now. A task gone
  // meanwhile (filtered out, removed) is no longer waited for.
  useEffect(() => {
    const id = pendingFocus.current;
    if (id === null) return;
    const button = buttons.get(id);
    if (button) button.focus();
    if (button || indexOf(id) < 0) pendingFocus.current = null;
  });

  return (
    <div
      ref={box}
      role="list"
      aria-label={t`Task gallery`}
      className="w-full data-scrolling:pointer-events-none data-scrolling:**:pointer-events-none"
    >
      <div className="relative" style={{ height: Math.max(0, rows * rowPx - TILE_GAP_PX) }}>
        {Array.from({ length: end - first }, (_, i) => first + i).map((row) => (
          // Placed by a box of its own; the row inside holds its gap, so rows copied as static HTML
          // (the bench's floor, scripts/bench/scroll-floor.ts) stack as the placed ones do.
          <div key={row} style={{ position: "absolute", top: row * rowPx, left: 0, right: 0 }}>
            <div
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
                  <GalleryTile entry={entry} buttons={buttons} />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
