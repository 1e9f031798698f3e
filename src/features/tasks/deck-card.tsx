import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../components/button.tsx";
import { CopyButton } from "../../components/copy-button.tsx";
import { useComposerControl } from "../../lib/composer-control.tsx";
import { useConnection } from "../../lib/connection-context.tsx";
import { endpointFor } from "../../lib/connection.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { useDeck } from "../../lib/ledger-context.tsx";
import { queries } from "../../lib/queries.ts";
import { TaskCard } from "./card/task-card.tsx";
import { ElsewhereNote, PollNote } from "./follow-notes.tsx";
import { RemedyButton } from "./remedy-button.tsx";
import { TaskResults } from "./results/task-results.tsx";
import { deckStatus } from "./status/deck-status.ts";

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

  const data = entry.record?.data;
  const hasResults =
    data &&
    (data.video_urls.length || data.image_urls.length || data.audio_urls.length || data.file_urls.length || data.text);

  const actions = (
    <div className="flex flex-wrap gap-2">
      <RemedyButton entry={entry} />
      <Button size="sm" onClick={() => load(entry.mode, entry.body)}>
        Clone
      </Button>
      {/* A finished task's own body, sent again through the composer's duplicate guard. */}
      {status.final ? (
        <Button size="sm" onClick={() => resend(entry.mode, entry.body)}>
          Retry
        </Button>
      ) : null}
      {status.final && typeof entry.body.prompt === "string" && entry.body.prompt ? (
        <CopyButton text={entry.body.prompt} label="Copy prompt" />
      ) : null}
      {endpoint && status.checkable ? (
        <Button size="sm" onClick={check} disabled={checking}>
          {checking ? "Checking…" : "Check now"}
        </Button>
      ) : null}
      {endpoint && entry.unfollowed && !status.final ? (
        <Button size="sm" onClick={() => void ledger.update(entry.id, { unfollowed: false })}>
          Follow
        </Button>
      ) : null}
      <Button size="sm" onClick={() => onRemove(entry)}>
        Remove
      </Button>
    </div>
  );

  return (
    <TaskCard
      entry={entry}
      now={now}
      pollStatus={
        <>
          <PollNote entry={entry} now={now} />
          {endpoint ? null : <ElsewhereNote entry={entry} />}
        </>
      }
      results={
        hasResults && data ? (
          <TaskResults
            data={data}
            task={{
              submittedAt: entry.submittedAt,
              model: typeof entry.body.model === "string" ? entry.body.model : "",
              prompt: typeof entry.body.prompt === "string" ? entry.body.prompt : "",
              requestId: entry.requestId ?? entry.record?.request_id ?? null,
            }}
            producedAt={entry.record?.finish_time ? entry.record.finish_time * 1000 : null}
            serverTask={entry.baseUrl === "" ? entry.requestId : null}
          />
        ) : undefined
      }
      actions={actions}
    />
  );
}
