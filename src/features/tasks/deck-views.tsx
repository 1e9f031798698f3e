import { Trans, useLingui } from "@lingui/react/macro";
import { REVIEW_CATALOGS } from "../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { Suspense, lazy, useState } from "react";
import { EmptyState } from "../../components/pane.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { useLightboxId } from "../../lib/lightbox-store.ts";
import { useDeckView } from "./view/deck-view.ts";
import { ViewSwitch } from "./view/view-switch.tsx";

const TaskList = lazy(() => import("./task-list.tsx"));
// The gallery and the lightbox load only once asked for: neither is in a first or returning visit's code.
const Gallery = lazyWithCatalogs(REVIEW_CATALOGS, () => import("./gallery/gallery.tsx"));
const Lightbox = lazyWithCatalogs(REVIEW_CATALOGS, () => import("./lightbox/lightbox.tsx"));

/**
 * The tasks as the person chose to see them (List or Gallery, remembered) and the lightbox over
 * them. A chunk of its own, fetched once there is a task to show, so a first visit (an empty
 * deck) loads none of it; with the Gallery chosen, the cards' chunk is not fetched at all.
 */
export default function DeckViews({ entries, now }: { entries: readonly DeckEntry[]; now: number }) {
  const { t } = useLingui();
  const [view, setView] = useDeckView();
  const openId = useLightboxId();
  // Once loaded it stays mounted, so closing it is always the dialog's own (focus goes home).
  const [lightboxUsed, setLightboxUsed] = useState(false);
  if (openId && !lightboxUsed) setLightboxUsed(true);
  return (
    <>
      <ViewSwitch view={view} onChange={setView} />
      {entries.length === 0 ? (
        <EmptyState title={t`No task matches`}>
          <Trans>Change the search or the filters to see more.</Trans>
        </EmptyState>
      ) : (
        <Suspense
          fallback={
            <p className="text-sm text-slate-600">
              {view === "gallery" ? t`Loading the gallery…` : t`Loading the list…`}
            </p>
          }
        >
          {view === "gallery" ? <Gallery entries={entries} /> : <TaskList entries={entries} now={now} />}
        </Suspense>
      )}
      {lightboxUsed ? (
        <Suspense fallback={null}>
          <Lightbox entries={entries} />
        </Suspense>
      ) : null}
    </>
  );
}
