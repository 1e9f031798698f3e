import { Suspense, useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DeckCard } from "./deck-card.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { VirtualTaskList } from "./history/virtual-task-list.tsx";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { LazyRemoveDialog } from "./remove/lazy-remove-dialog.ts";
import { KeptStorage } from "./results/kept-storage.tsx";
import { keptQueries } from "../../lib/kept-files.ts";
import { resultTools } from "./results/tools/tools.ts";
import { loadVerdictBook } from "../../entities/verdict/use-verdict-book.ts";

/**
 * The cards, their virtual list and the remove dialog (fetched with the first Remove): a chunk of its own, fetched once there is
 * a task to show, so a first visit (an empty deck) loads none of it before anything is typed.
 */
export default function TaskList({ entries, now }: { entries: readonly DeckEntry[]; now: number }) {
  const ledger = useDeck();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<DeckEntry | null>(null);
  // The dialog's chunk is fetched with the first Remove; then it stays, closed, as before.
  const [asked, setAsked] = useState(false);
  // The same function from render to render: the cards are memoised on their props.
  const remove = useCallback((entry: DeckEntry) => {
    setAsked(true);
    setRemoving(entry);
  }, []);
  return (
    <>
      {/* Here, in the list's own chunk: kept copies come with tasks, so a first visit loads none of their code. */}
      <KeptStorage />
      <VirtualTaskList
        entries={entries}
        renderItem={(entry) => <DeckCard entry={entry} now={now} onRemove={remove} />}
      />
      {asked ? (
        <Suspense fallback={null}>
          <LazyRemoveDialog
            entry={removing}
            onCancel={() => setRemoving(null)}
            onConfirm={() => {
              if (removing) void ledger.remove(removing.id);
              // And its verdict: a task that is gone leaves nothing to filter or export by.
              if (removing) void loadVerdictBook().then((book) => book.remove(removing.id));
              // Its kept copies go with it: they would otherwise fill the quota with nothing to show them.
              if (removing?.requestId) {
                const { requestId } = removing;
                void resultTools()
                  .then((tools) => tools.forgetKeptOf(requestId))
                  .then(() => queryClient.invalidateQueries({ queryKey: keptQueries.files().queryKey }));
              }
              setRemoving(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
