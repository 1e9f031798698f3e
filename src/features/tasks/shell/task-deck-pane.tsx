import { DECK_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, lazy, useState, type ReactNode } from "react";
import { EmptyState, Pane } from "../../../components/pane.tsx";
import { useDeck } from "../../../entities/task/ledger-context.tsx";
import { useLedgerEntries } from "../../../entities/task/ledger.ts";
import { hadTasks } from "../../../entities/task/ledger-reads.ts";
import { TransferButtons } from "../../../components/transfer-buttons.tsx";
import { useHistoryTransfer } from "./use-history-transfer.ts";
import { ServerAway } from "./server-away.tsx";

// Everything a deck with tasks needs (following them, their announcements, filters, selection,
// views, comparison) loads once there is one.
const FilledDeck = lazyWithCatalogs(DECK_CATALOGS, () => import("../filled-deck.tsx"));
// A returning visit's: fetched while the ledger is read (a history of thousands takes a while).
if (hadTasks()) FilledDeck.preload();
// The question an import of many unfinished tasks asks comes with the first one (its texts are in
// the tools' catalog, loaded with the transfer code that asks it); once in, it stays, so that
// closing it hands the focus back to the opener.
const ImportQuestion = lazy(() => import("../history/transfer/import-question.tsx"));
// The workspace's changes (other devices' tasks, its server's checks): after the first screen.
const WorkspaceFeed = lazy(() => import("../workspace-feed.tsx"));
const loadingDeck = (
  <p className="text-sm text-slate-600">
    <Trans>Loading your tasks…</Trans>
  </p>
);

export function TaskDeckPane() {
  const ledger = useDeck();
  const entries = useLedgerEntries(ledger);
  const transfer = useHistoryTransfer();
  const { t } = useLingui();
  const unfinished = transfer.pending?.newlyFollowed.size ?? 0;
  const [reached, setReached] = useState(true);
  const [notice, setNotice] = useState<ReactNode>(null);

  return (
    <Pane title={t`Tasks`}>
      {reached ? null : <ServerAway />}
      {notice}
      {entries.length === 0 && !ledger.loaded ? (
        loadingDeck
      ) : entries.length === 0 ? (
        <div className="space-y-3">
          <TransferButtons canExport={false} onExport={transfer.exportAs} onImport={transfer.importFile} />
          {transfer.message ? (
            <p role="status" className="text-sm text-slate-700">
              {transfer.message}
            </p>
          ) : null}
          <EmptyState title={t`No tasks yet`}>
            <Trans>Submitted tasks appear here and are followed until their result is ready.</Trans>
          </EmptyState>
        </div>
      ) : (
        <Suspense fallback={loadingDeck}>
          <FilledDeck
            entries={entries}
            // Until all are read, the newest only, read ahead of the rest (entities/task/ledger.ts).
            reading={ledger.loaded ? null : ledger.count()}
            transfer={{ onExport: transfer.exportAs, onImport: transfer.importFile }}
            message={transfer.message}
          />
        </Suspense>
      )}
      {ledger.loaded ? (
        <Suspense fallback={null}>
          <WorkspaceFeed onReach={setReached} onNotice={setNotice} />
        </Suspense>
      ) : null}
      {transfer.asked ? (
        <Suspense fallback={null}>
          <ImportQuestion unfinished={unfinished} answer={(choice) => void transfer.answer(choice)} />
        </Suspense>
      ) : null}
    </Pane>
  );
}
