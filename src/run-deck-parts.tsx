import { lazy, type ReactNode } from "react";
import { TileThumb } from "./features/tasks/gallery/tile-thumb.tsx";
import { keptSnapshot } from "./features/tasks/gallery/model-snapshots.ts";
import { DeckPartsContext, type DeckParts } from "./features/runs/view/deck-parts.ts";

// The deck's parts a run shows (src/features/runs/view/deck-parts.ts), composed here so that
// neither feature imports the other. The lightbox stays a chunk of its own, fetched at its first opening.
const DECK_PARTS: DeckParts = {
  Lightbox: lazy(() => import("./features/tasks/lightbox/lightbox.tsx")),
  TileThumb,
  snapshotOf: keptSnapshot,
};

export function RunDeckParts({ children }: { children: ReactNode }) {
  return <DeckPartsContext value={DECK_PARTS}>{children}</DeckPartsContext>;
}
