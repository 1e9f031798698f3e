import { createContext, useContext, type ComponentType } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import type { TileMedia } from "../../../entities/task/tile-media.ts";

// A run shows its results with the deck's own lightbox and tile pictures (features/tasks). Features
// do not import one another: the app root hands them in (src/runs-slot.tsx).

export type DeckParts = {
  /** The deck's lightbox, walking `entries` under its own `scope`, each named by `caption` (a run's cell). */
  Lightbox: ComponentType<{ entries: readonly DeckEntry[]; scope: string; caption: (id: string) => string | null }>;
  /** A result's picture on a tile, or `empty` in words when there is none yet. */
  TileThumb: ComponentType<{ media: TileMedia | null; empty: string; requestId: string | null }>;
  /** A 3D model's snapshot the tiles made this session (a blob: URL), for the grid image. */
  snapshotOf: (url: string) => string | null | undefined;
};

export const DeckPartsContext = createContext<DeckParts | null>(null);

/** The deck's parts, as src/run-deck-parts.tsx hands them in. */
export function useDeckParts(): DeckParts {
  const parts = useContext(DeckPartsContext);
  // A developer's mistake, never shown to people.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (!parts) throw new Error("useDeckParts needs a DeckPartsContext above it.");
  return parts;
}
