import { Trans, useLingui } from "@lingui/react/macro";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { memo } from "react";
import { Button } from "../../components/button.tsx";
import { useComposerControl } from "../../lib/composer-control.tsx";
import { useConnection } from "../../lib/connection-context.tsx";
import { endpointFor } from "../../lib/connection.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { queries } from "../../lib/queries.ts";
import { taskQuery } from "./task-query.ts";
import { ActionRow } from "./card/more-menu.tsx";
import { LazyCardMenu } from "./menu/lazy-card-menu.ts";
import { TaskCard } from "./card/task-card.tsx";
import { ElsewhereNote, PollNote } from "./follow-notes.tsx";
import { RemedyButton } from "./remedy-button.tsx";
import { entryResults } from "../../entities/task/entry-results.ts";
import { ResultActions } from "./results/result-actions.tsx";
import { TaskResults } from "./results/task-results.tsx";
import { SelectBox } from "./selection/select-box.tsx";
import { deckStatus } from "../../entities/task/deck-status.ts";
import { LazyVerdictPanel } from "./verdict-slot/lazy-verdict-panel.tsx";
import { pinKind, videoOfCard, viewOfCard } from "./verdict/pin-source.ts";
import { PairMarks } from "./card/pair-marks.tsx";

/**
 * A card in the deck: the task as last seen, how following it goes, what it produced, and what
 * can be done: the few actions its state calls for in its row, the rest in the row's More menu.
 * Rendered again only when its own props change: a scroll that brings one card into the window
 * renders that card, not the two dozen around it.
 */
export const DeckCard = memo(function DeckCard({
  entry,
  now,
  onRemove,
}: {
  entry: DeckEntry;
  now: number;
  onRemove: (entry: DeckEntry) => void;
}) {
  const { t } = useLingui();
  const ledger = useDeck();
  const queryClient = useQueryClient();
  const { connection } = useConnection();
  const { resend } = useComposerControl();
  const status = deckStatus(entry);
  const endpoint = endpointFor(entry, connection);
  const task = { id: entry.id, baseUrl: entry.baseUrl, requestId: entry.requestId ?? "" };
  // The query knows whether it is fetching, whoever started it (the poller or Check now).
  const checking = useIsFetching({ queryKey: queries.taskKey(task) }) > 0;
  // The answer, or why it failed, is in the ledger by now (query-client.ts): the card shows it.
  const check = () => endpoint && void queryClient.fetchQuery(taskQuery(endpoint, task)).catch(() => undefined);

  const results = entryResults(entry);
  // A note is pinned to the video's time, or to the 3D viewer's view when the result is a model.
  const pins = { time: videoOfCard, view: viewOfCard, none: null }[pinKind(results?.data) ?? "none"];
  // A finished task's own body, sent again through the composer's duplicate guard.
  const retry = (
    <Button size="sm" onClick={() => resend(entry.mode, entry.body)}>
      <Trans>Retry</Trans>
    </Button>
  );

  const lead = (
    <>
      <RemedyButton entry={entry} />
      {/* A task that ended without a result: sending it again is what is left to do. */}
      {status.final && !results ? retry : null}
      {endpoint && status.checkable ? (
        <Button size="sm" onClick={check} disabled={checking}>
          {checking ? t`Checking…` : t`Check now`}
        </Button>
      ) : null}
      {endpoint && entry.unfollowed && !status.final ? (
        <Button size="sm" onClick={() => void ledger.update(entry.id, { unfollowed: false })}>
          <Trans>Follow</Trans>
        </Button>
      ) : null}
    </>
  );
  // Made when the More menu opens (card-menu.tsx, a chunk of its own), not with every card.
  const menu = () => <LazyCardMenu results={results} card={{ entry, onRemove }} />;

  return (
    <TaskCard
      entry={entry}
      now={now}
      select={<SelectBox entry={entry} />}
      pollStatus={
        <>
          <PollNote entry={entry} now={now} />
          {endpoint ? null : <ElsewhereNote entry={entry} />}
          <PairMarks taskId={entry.id} />
        </>
      }
      results={results ? <TaskResults {...results} /> : undefined}
      review={results ? <LazyVerdictPanel taskId={entry.id} pins={pins} compact reviews={entry.reviews} /> : undefined}
      actions={
        results ? (
          <ResultActions {...results} lead={lead} menu={menu} preload={LazyCardMenu.preload} />
        ) : (
          <ActionRow menu={menu} preload={LazyCardMenu.preload}>
            {lead}
          </ActionRow>
        )
      }
    />
  );
});
