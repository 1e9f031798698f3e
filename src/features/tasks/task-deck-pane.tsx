import { useDeferredValue, useMemo, useState } from "react";
import { EmptyState, Pane } from "../../components/pane.tsx";
import { DeckCard } from "./deck-card.tsx";
import { useDeck } from "./deck-context.tsx";
import { isFollowed, type DeckEntry } from "./deck-entry.ts";
import { filterEntries, presentStatuses, type HistoryFilters } from "./history/filter.ts";
import { HistoryToolbar } from "./history/history-toolbar.tsx";
import { VirtualTaskList } from "./history/virtual-task-list.tsx";
import { useLedgerEntries } from "./ledger.ts";
import { RemoveDialog } from "./remove-dialog.tsx";
import { useHistoryTransfer } from "./use-history-transfer.ts";
import { useNow } from "./use-now.ts";
import { useStatusAnnouncer } from "./use-status-announcer.ts";

const ALL: HistoryFilters = { status: "all", mode: "all", query: "" };

export function TaskDeckPane() {
  const ledger = useDeck();
  const entries = useLedgerEntries(ledger);
  const [filters, setFilters] = useState<HistoryFilters>(ALL);
  // Typing in the search box stays responsive over thousands of tasks.
  const deferred = useDeferredValue(filters);
  const shown = useMemo(() => filterEntries(entries, deferred), [entries, deferred]);
  const statuses = useMemo(() => presentStatuses(entries), [entries]);
  const [removing, setRemoving] = useState<DeckEntry | null>(null);
  const announcement = useStatusAnnouncer(entries);
  const now = useNow(entries.some(isFollowed));
  const transfer = useHistoryTransfer();

  return (
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
          />
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
            <VirtualTaskList
              entries={shown}
              renderItem={(entry) => <DeckCard entry={entry} now={now} onRemove={setRemoving} />}
            />
          )}
        </div>
      )}
      <RemoveDialog
        entry={removing}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void ledger.remove(removing.id);
          setRemoving(null);
        }}
      />
    </Pane>
  );
}
