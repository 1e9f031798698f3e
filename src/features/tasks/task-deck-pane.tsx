import { Suspense, lazy, useDeferredValue, useMemo, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { EmptyState, Pane } from "../../components/pane.tsx";
import { useDeck } from "../../lib/ledger-context.tsx";
import { deckStatus } from "./status/deck-status.ts";
import { filterEntries, presentStatuses, type HistoryFilters } from "./history/filter.ts";
import { HistoryToolbar } from "./history/history-toolbar.tsx";
import { useLedgerEntries } from "../../lib/ledger.ts";
import { useVerdictBook } from "./verdict/use-verdict-book.ts";
import { FOLLOW_WITHOUT_ASKING, useHistoryTransfer } from "./use-history-transfer.ts";
import { useNow } from "./use-now.ts";
import { SelectionProvider } from "./selection/selection-context.tsx";
import { CompareButton } from "./selection/compare-button.tsx";
import { closeCompare, useCompareRoute } from "./selection/compare-route.ts";
import { useStatusAnnouncer } from "./use-status-announcer.ts";
import { useLightboxId } from "./lightbox/lightbox-store.ts";
import { useDeckView } from "./view/deck-view.ts";
import { ViewSwitch } from "./view/view-switch.tsx";

const ALL: HistoryFilters = { status: "all", mode: "all", query: "" };
const TaskList = lazy(() => import("./task-list.tsx"));
// The gallery and the lightbox load only once asked for: neither is in a first or returning visit's code.
const Gallery = lazy(() => import("./gallery/gallery.tsx"));
const Lightbox = lazy(() => import("./lightbox/lightbox.tsx"));
// The comparison (and its diff library) loads when one is opened, or the address asks for one.
const CompareView = lazy(() => import("./compare/compare-view.tsx"));

export function TaskDeckPane() {
  const ledger = useDeck();
  const entries = useLedgerEntries(ledger);
  const [filters, setFilters] = useState<HistoryFilters>(ALL);
  // Typing in the search box stays responsive over thousands of tasks.
  const deferred = useDeferredValue(filters);
  // The verdicts load with the first task to show, beside the cards' own code.
  const { book, version } = useVerdictBook(entries.length > 0);
  const { shown, tags } = useMemo(
    () => ({ shown: filterEntries(entries, deferred, book?.get), tags: book?.tags() ?? [] }),
    // `version` changes with every verdict, in any tab: the filters and the tags follow them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entries, deferred, book, version],
  );
  const statuses = useMemo(() => presentStatuses(entries), [entries]);
  const announcement = useStatusAnnouncer(entries);
  const now = useNow(entries.some((entry) => deckStatus(entry).followed));
  const transfer = useHistoryTransfer();
  const [view, setView] = useDeckView();
  const openId = useLightboxId();
  // Once loaded it stays mounted, so closing it is always the dialog's own (focus goes home).
  const [lightboxUsed, setLightboxUsed] = useState(false);
  if (openId && !lightboxUsed) setLightboxUsed(true);

  const order = useMemo(() => shown.map((entry) => entry.id), [shown]);
  const comparing = useCompareRoute();

  return (
    <SelectionProvider order={order}>
      <Pane title="Tasks">
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
        {!ledger.loaded ? (
          <p className="text-sm text-slate-600">Loading your tasks…</p>
        ) : (
          <div className="space-y-3">
            <HistoryToolbar
              filters={filters}
              onChange={setFilters}
              total={entries.length}
              shown={shown.length}
              onExport={transfer.exportAs}
              onImport={transfer.importFile}
              statuses={statuses}
              tags={tags}
              selectionActions={entries.length > 0 ? <CompareButton /> : null}
            />
            {entries.length > 0 ? <ViewSwitch view={view} onChange={setView} /> : null}
            {transfer.message ? (
              <p role="status" className="text-sm text-slate-700">
                {transfer.message}
              </p>
            ) : null}
            {entries.length === 0 ? (
              <EmptyState title="No tasks yet">
                Submitted tasks appear here and are followed until their result is ready.
              </EmptyState>
            ) : shown.length === 0 ? (
              <EmptyState title="No task matches">Change the search or the filters to see more.</EmptyState>
            ) : (
              <Suspense fallback={<p className="text-sm text-slate-600">Loading the {view}…</p>}>
                {view === "gallery" ? <Gallery entries={shown} /> : <TaskList entries={shown} now={now} />}
              </Suspense>
            )}
          </div>
        )}
        {lightboxUsed ? (
          <Suspense fallback={null}>
            <Lightbox entries={shown} />
          </Suspense>
        ) : null}
        {comparing && ledger.loaded ? (
          <Suspense fallback={<p role="status">Loading the comparison…</p>}>
            <CompareView ids={comparing} entries={entries} onClose={closeCompare} />
          </Suspense>
        ) : null}
        <ConfirmDialog
          open={transfer.pending !== null}
          title="Follow all the imported tasks?"
          cancelLabel="Cancel"
          onCancel={() => void transfer.answer("cancel")}
          actions={[
            {
              label: "Import without following",
              variant: "secondary",
              onClick: () => void transfer.answer("no-follow"),
            },
            { label: "Follow them", onClick: () => void transfer.answer("follow") },
          ]}
        >
          <p>
            {`The file holds ${transfer.pending?.newlyFollowed.size.toLocaleString("en") ?? ""} unfinished tasks of this service.`}{" "}
            {`Following them checks each every few seconds (more than ${FOLLOW_WITHOUT_ASKING} is a lot of requests).`}{" "}
            Without following, each is checked only when you press its Check now.
          </p>
        </ConfirmDialog>
      </Pane>
    </SelectionProvider>
  );
}
