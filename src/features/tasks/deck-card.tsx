import { Trans, useLingui } from "@lingui/react/macro";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/button.tsx";
import { CopyButton } from "../../components/copy-button.tsx";
import { useComposerControl } from "../../lib/composer-control.tsx";
import { useConnection } from "../../lib/connection-context.tsx";
import { endpointFor } from "../../lib/connection.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { queries } from "../../lib/queries.ts";
import { TaskCard } from "./card/task-card.tsx";
import { openLightbox } from "../../lib/lightbox-store.ts";
import { ElsewhereNote, PollNote } from "./follow-notes.tsx";
import { preloadRemoveDialog } from "./lazy-remove-dialog.ts";
import { RemedyButton } from "./remedy-button.tsx";
import { entryResults } from "../../entities/task/entry-results.ts";
import { TaskResults } from "./results/task-results.tsx";
import { SelectBox } from "./selection/select-box.tsx";
import { deckStatus } from "../../entities/task/deck-status.ts";
import { LazyVerdictPanel } from "./verdict/lazy-verdict-panel.tsx";
import { pinKind, videoOfCard, viewOfCard } from "./verdict/pin-source.ts";
import { PairMarks } from "./verdict/pair-marks.tsx";

/** A card in the deck: the task as last seen, how following it goes, what it produced, and what can be done. */
export function DeckCard({
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
  const { load, resend } = useComposerControl();
  const status = deckStatus(entry);
  const endpoint = endpointFor(entry, connection);
  const task = { id: entry.id, baseUrl: entry.baseUrl, requestId: entry.requestId ?? "" };
  // The query knows whether it is fetching, whoever started it (the poller or Check now).
  const checking = useIsFetching({ queryKey: queries.taskKey(task) }) > 0;
  // The answer, or why it failed, is in the ledger by now (query-client.ts): the card shows it.
  const check = () => endpoint && void queryClient.fetchQuery(queries.task(endpoint, task)).catch(() => undefined);

  const results = entryResults(entry);
  // A note is pinned to the video's time, or to the 3D viewer's view when the result is a model.
  const pins = { time: videoOfCard, view: viewOfCard, none: null }[pinKind(results?.data) ?? "none"];

  const actions = (
    <div className="flex flex-wrap gap-2">
      <RemedyButton entry={entry} />
      {results ? (
        <Button size="sm" onClick={() => openLightbox(entry.id)}>
          <Trans>View large</Trans>
        </Button>
      ) : null}
      <Button size="sm" onClick={() => load(entry.mode, entry.body)}>
        <Trans>Clone</Trans>
      </Button>
      {/* A finished task's own body, sent again through the composer's duplicate guard. */}
      {status.final ? (
        <Button size="sm" onClick={() => resend(entry.mode, entry.body)}>
          <Trans>Retry</Trans>
        </Button>
      ) : null}
      {status.final && typeof entry.body.prompt === "string" && entry.body.prompt ? (
        <CopyButton text={entry.body.prompt} label={t`Copy prompt`} />
      ) : null}
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
      <Button
        size="sm"
        onClick={() => onRemove(entry)}
        onPointerEnter={preloadRemoveDialog}
        onFocus={preloadRemoveDialog}
      >
        <Trans>Remove</Trans>
      </Button>
    </div>
  );

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
      review={results ? <LazyVerdictPanel taskId={entry.id} pins={pins} /> : undefined}
      actions={actions}
    />
  );
}
