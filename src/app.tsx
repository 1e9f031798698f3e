import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Suspense, lazy, useState } from "react";
import { AppHeader } from "./components/app-header.tsx";
import { ErrorBoundary } from "./components/error-boundary.tsx";
import { LazyConnectionDialog } from "./components/settings/lazy-connection-dialog.tsx";
import { ComposerSlot } from "./composer-slot.tsx";
import { ComposerControlProvider } from "./lib/composer-control.tsx";
import { DeckProvider } from "./entities/task/ledger-context.tsx";
import { Pane } from "./components/pane.tsx";
import { StickyColumn } from "./components/sticky-column.tsx";
import { ConnectionProvider, useConnection, useMayChange } from "./lib/connection-context.tsx";
import { createQueryClient } from "./entities/task/query-client.ts";
import { Ledger } from "./entities/task/ledger.ts";
import { useRunsPresent } from "./entities/run/run-presence.ts";
import { QUEUE_CATALOGS, RUN_CATALOGS } from "./i18n/catalog-areas.ts";
import { inWorkspace } from "./lib/server-config.ts";
import { ANY_QUEUE_KEY, useQueueAsk } from "./lib/queue-store.ts";
import { QUEUES_API } from "./contract/queue-paths.ts";
import { lazyWithCatalogs } from "./i18n/lazy-with-catalogs.ts";

// Not needed before the first interaction (composing), so it loads alongside, not ahead.
const DeckSection = lazy(() => import("./features/tasks/shell/deck-section.tsx"));
// QA runs' code (the queue that sends, the runs shown) loads only once the run store holds a run.
const RunsSection = lazyWithCatalogs(RUN_CATALOGS, () => import("./runs-slot.tsx"));

// The review queues (issue 28): a workspace's reviewers' and owners', fetched only once there is
// a queue, or one is being made (a first visit fetches no chunk it does not show).
const QueuesSection = lazyWithCatalogs(QUEUE_CATALOGS, () => import("./features/queues/queues-section.tsx"));
/** How often a page with no queue shown asks whether one was made (the pane then asks every 5 s). */
const QUEUES_CHECK_MS = 10_000;
const anyQueue = () =>
  fetch(QUEUES_API.list, { headers: { Accept: "application/json" } })
    .then((answer) => (answer.ok ? answer.json() : []))
    .then((list: unknown) => Array.isArray(list) && list.length > 0);

function Queues() {
  const { server, connection } = useConnection();
  const mayChange = useMayChange();
  const asked = useQueueAsk();
  const shared = inWorkspace(server, connection) && mayChange;
  const some = useQuery({
    queryKey: ANY_QUEUE_KEY,
    queryFn: anyQueue,
    enabled: shared,
    refetchInterval: QUEUES_CHECK_MS,
  });
  return shared && (asked || some.data) ? (
    <ErrorBoundary label={<Trans>The review queues</Trans>}>
      <Suspense fallback={null}>
        <QueuesSection />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}

const deckFallback = (
  <Pane title={<Trans>Tasks</Trans>}>
    <p className="text-sm text-slate-600">
      <Trans>Loading the task deck…</Trans>
    </p>
  </Pane>
);

/** The composer, unless a viewer asks (issue 28): they send nothing (the workspace's feed says so above the deck). */
const ComposerOrNote = () => (useMayChange() ? <ComposerSlot /> : null);

export function App() {
  const [ledger] = useState(() => new Ledger());
  // Every answer to a task query is stored in the ledger by the query cache's callbacks.
  const [queryClient] = useState(() => createQueryClient(ledger));
  const runs = useRunsPresent();
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConnectionProvider>
          <DeckProvider ledger={ledger}>
            <ComposerControlProvider>
              <div className="flex min-h-screen flex-col">
                <AppHeader />
                <main className="mx-auto grid w-full max-w-7xl flex-1 items-start gap-4 p-3 pb-32 sm:p-4 sm:pb-32 lg:pb-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
                  <StickyColumn>
                    <ErrorBoundary label={<Trans>The composer</Trans>}>
                      <ComposerOrNote />
                    </ErrorBoundary>
                  </StickyColumn>
                  <div className="min-w-0 space-y-4">
                    <Queues />
                    {runs ? (
                      <ErrorBoundary label={<Trans>The QA runs</Trans>}>
                        <Suspense fallback={null}>
                          <RunsSection />
                        </Suspense>
                      </ErrorBoundary>
                    ) : null}
                    <ErrorBoundary label={<Trans>The task deck</Trans>}>
                      <Suspense fallback={deckFallback}>
                        <DeckSection />
                      </Suspense>
                    </ErrorBoundary>
                  </div>
                </main>
              </div>
              <LazyConnectionDialog />
            </ComposerControlProvider>
          </DeckProvider>
        </ConnectionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
