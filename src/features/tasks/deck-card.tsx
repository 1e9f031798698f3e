import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/button.tsx";
import { useConnection } from "../../lib/connection-context.tsx";
import { endpointFor } from "../../lib/connection.ts";
import { useComposerControl } from "../../lib/composer-control.tsx";
import { TaskCard } from "./card/task-card.tsx";
import { useDeck } from "../../lib/ledger-context.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { TaskResults } from "./results/task-results.tsx";
import { taskQueryOptions } from "./task-queries.ts";

function seconds(ms: number) {
  return Math.max(0, Math.round(ms / 1000));
}

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
  const { connection, openSettings } = useConnection();
  const { load } = useComposerControl();
  const [checking, setChecking] = useState(false);
  const reachable = endpointFor(entry, connection) !== null;

  const refresh = async () => {
    setChecking(true);
    try {
      await queryClient.fetchQuery(taskQueryOptions(connection, entry, ledger, connection.pollSeconds * 1000));
    } catch {
      // The ledger now holds why the check failed; the card shows it.
    } finally {
      setChecking(false);
    }
  };

  const pollStatus = entry.pollError ? (
    <p className="text-xs text-amber-800">
      {entry.updatedAt ? `Last updated ${seconds(now - entry.updatedAt)} s ago — ` : ""}
      {entry.pollPaused ? entry.pollError : `${entry.pollError} Retrying…`}
      {entry.pollPaused ? (
        <button type="button" className="ml-2 underline" onClick={() => openSettings(entry.pollError ?? undefined)}>
          Fix the token
        </button>
      ) : null}
    </p>
  ) : null;

  const data = entry.record?.data;
  const hasResults =
    data &&
    (data.video_urls.length || data.image_urls.length || data.audio_urls.length || data.file_urls.length || data.text);

  const service = entry.baseUrl || "this page's own server";
  const elsewhere = reachable ? null : (
    <div className="space-y-1 rounded-md border border-slate-300 bg-slate-50 p-2 text-sm text-slate-800">
      <p>
        {`Belongs to ${service}: the connection points elsewhere, so it is not checked (your token goes only where the connection points).`}
      </p>
      <Button
        size="sm"
        onClick={() =>
          openSettings(
            entry.baseUrl
              ? `To follow tasks of ${service}, enter its access token: the one in use stays with the current service.`
              : undefined,
            { baseUrl: entry.baseUrl },
          )
        }
      >
        {`Switch the connection to ${service}`}
      </Button>
    </div>
  );

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={() => load(entry.mode, entry.body)}>
        Clone
      </Button>
      {reachable && entry.requestId && !entry.gone ? (
        <Button size="sm" onClick={refresh} disabled={checking}>
          {checking ? "Checking…" : "Check now"}
        </Button>
      ) : null}
      {reachable && entry.unfollowed ? (
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
          {pollStatus}
          {elsewhere}
          {entry.unfollowed && reachable ? (
            <p className="text-xs text-slate-700">Not followed (imported so): Check now to update it, or Follow.</p>
          ) : null}
        </>
      }
      results={hasResults && data ? <TaskResults data={data} /> : undefined}
      actions={actions}
    />
  );
}
