import { DECK_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { EmptyState, Pane } from "../../../components/pane.tsx";
import { useDeck } from "../../../entities/task/ledger-context.tsx";
import { useLedgerEntries } from "../../../entities/task/ledger.ts";
import { TransferButtons } from "../../../components/transfer-buttons.tsx";
import { FOLLOW_WITHOUT_ASKING, useHistoryTransfer } from "./use-history-transfer.ts";

// Everything a deck with tasks needs (following them, their announcements, filters, selection,
// views, comparison) loads once there is one.
const FilledDeck = lazyWithCatalogs(DECK_CATALOGS, () => import("../filled-deck.tsx"));
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

  return (
    <Pane title={t`Tasks`}>
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
          <EmptyState title={t`No tasks yet`}>
            <Trans>Submitted tasks appear here and are followed until their result is ready.</Trans>
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
        title={t`Follow all the imported tasks?`}
        cancelLabel={t`Cancel`}
        onCancel={() => void transfer.answer("cancel")}
        actions={[
          {
            label: t`Import without following`,
            variant: "secondary",
            onClick: () => void transfer.answer("no-follow"),
          },
          { label: t`Follow them`, onClick: () => void transfer.answer("follow") },
        ]}
      >
        <p>
          <Trans>
            The file holds <Plural value={unfinished} one="# unfinished task" other="# unfinished tasks" /> of this
            service.
          </Trans>{" "}
          <Trans>
            Following them checks each every few seconds (more than {FOLLOW_WITHOUT_ASKING} is a lot of requests).
          </Trans>{" "}
          <Trans>Without following, each is checked only when you press its Check now.</Trans>
        </p>
      </ConfirmDialog>
    </Pane>
  );
}
