import { Trans } from "@lingui/react/macro";
import { QUEUE_CATALOGS, REVIEW_CATALOGS } from "../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from "react";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { filterEntries, presentStatuses, type HistoryFilters } from "./history/filter.ts";
import { HistoryToolbar, type HistoryToolbarProps } from "./history/history-toolbar.tsx";
import DeckViews from "./deck-views.tsx";
import { FinishedNotice } from "./finished-notice.tsx";
import { isFollowed } from "../../entities/task/deck-status.ts";
import { TaskPoller } from "./task-poller.tsx";
import { useNow } from "../../lib/use-now.ts";
import { useStatusAnnouncer } from "./use-status-announcer.ts";
import { CompareButton } from "../../components/selection/compare-button.tsx";
import { closeCompare, useCompareRoute } from "../../components/selection/compare-route.ts";
import { SelectionProvider } from "../../components/selection/selection-context.tsx";
import { useVerdictBook } from "../../entities/verdict/use-verdict-book.ts";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { markOrphans } from "../../entities/task/orphans.ts";
import { ShareHost } from "../../components/share/share-host.tsx";
import { usePerson } from "../../lib/connection-context.tsx";

const ALL: HistoryFilters = { status: "all", mode: "all", query: "" };
// The comparison (and its diff library) loads when one is opened, or the address asks for one.
// Turning the history as filtered into a review queue: its code and words come after the deck's.
const QueueShownButton = lazyWithCatalogs(
  QUEUE_CATALOGS,
  () => import("../../components/queues/queue-shown-button.tsx"),
);
const CompareView = lazyWithCatalogs(REVIEW_CATALOGS, () => import("./compare/compare-view.tsx"));

type Props = {
  entries: readonly DeckEntry[];
  transfer: Pick<HistoryToolbarProps, "onExport" | "onImport">;
  message: string | null;
  /** While the ledger reads the rest: how many tasks there are (the entries are the newest). */
  reading: number | null;
};

/**
 * A deck with tasks in it: following them, the filters, the selection, the views (list or
 * gallery, and the lightbox) and the comparison. A chunk of its own, so a first visit (an empty
 * deck, nothing to follow) loads none of it.
 */
export default function FilledDeck({ entries, transfer, message, reading }: Props) {
  const announcement = useStatusAnnouncer(entries);
  const now = useNow(entries.some(isFollowed));
  const [filters, setFilters] = useState<HistoryFilters>(ALL);
  // Typing in the search box stays responsive over thousands of tasks.
  const deferred = useDeferredValue(filters);
  // The verdicts load with the first task to show, beside the cards' own code.
  const { book, version } = useVerdictBook(entries.length > 0);
  const me = usePerson();
  const { shown, tags } = useMemo(
    () => ({ shown: filterEntries(entries, deferred, book?.get, me), tags: book?.tags() ?? [] }),
    // `version` changes with every verdict, in any tab: the filters and the tags follow them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries, deferred, book, version, me],
  );
  const statuses = useMemo(() => presentStatuses(entries), [entries]);
  const order = useMemo(() => shown.map((entry) => entry.id), [shown]);
  const comparing = useCompareRoute();
  const ledger = useDeck();
  // Once every task is read (as the ledger's load did before), not with every poll's answer.
  useEffect(() => {
    if (reading === null) markOrphans(ledger, ledger.list());
  }, [ledger, reading]);

  return (
    <SelectionProvider order={order}>
      {/* Following starts with every task read: a change to one not yet read would be lost with the read. */}
      {reading === null ? <TaskPoller /> : null}
      <FinishedNotice />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="space-y-3">
        <HistoryToolbar
          filters={filters}
          onChange={setFilters}
          total={reading ?? entries.length}
          reading={reading !== null}
          shown={shown.length}
          onExport={transfer.onExport}
          onImport={transfer.onImport}
          statuses={statuses}
          tags={tags}
          selectionActions={
            <>
              <CompareButton />
              <Suspense fallback={null}>
                <QueueShownButton shown={shown} />
              </Suspense>
            </>
          }
        />
        {message ? (
          <p role="status" className="text-sm text-slate-700">
            {message}
          </p>
        ) : null}
        <DeckViews entries={shown} now={now} />
      </div>
      {comparing && reading === null ? (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading the comparison…</Trans>
            </p>
          }
        >
          <CompareView ids={comparing} entries={entries} onClose={closeCompare} />
        </Suspense>
      ) : null}
      {/* A card's menu, Compare and a run's view open it (lib/share-store.ts); no task, nothing to share. */}
      <ShareHost />
    </SelectionProvider>
  );
}
