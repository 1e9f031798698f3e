import { DECK_CATALOGS } from "../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { Suspense } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { EmptyState, Pane } from "../../components/pane.tsx";
import { useDeck } from "../../lib/ledger-context.tsx";
import { useLedgerEntries } from "../../lib/ledger.ts";
import { TransferButtons } from "./history/transfer-buttons.tsx";
import { FOLLOW_WITHOUT_ASKING, useHistoryTransfer } from "./use-history-transfer.ts";

// Everything a deck with tasks needs (following them, their announcements, filters, selection,
// views, comparison) loads once there is one.
const FilledDeck = lazyWithCatalogs(DECK_CATALOGS, () => import("./filled-deck.tsx"));
const loadingDeck = <p className="text-sm text-slate-600">Loading your tasks…</p>;

export function TaskDeckPane() {
  const ledger = useDeck();
  const entries = useLedgerEntries(ledger);
  const transfer = useHistoryTransfer();

  return (
    <Pane title="Tasks">
      {!ledger.loaded ? (
        loadingDeck
      ) : entries.length === 0 ? (
        <div className="space-y-3">
          <TransferButtons canExport={false} onExport={transfer.exportAs} onImport={transfer.importFile} />
          {transfer.message ? (
            <p role="status" className="text-sm text-slate-700">
              {transfer.message}
            </p>
          ) : null}
          <EmptyState title="No tasks yet">
            Submitted tasks appear here and are followed until their result is ready.
          </EmptyState>
        </div>
      ) : (
        <Suspense fallback={loadingDeck}>
          <FilledDeck
            entries={entries}
            transfer={{ onExport: transfer.exportAs, onImport: transfer.importFile }}
            message={transfer.message}
          />
        </Suspense>
      )}
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
  );
}
