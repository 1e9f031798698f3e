import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useConnection } from "../../lib/connection-context.tsx";
import { valuesFromBody } from "../composer/clone-values.ts";
import { useComposerControl } from "../composer/composer-control.tsx";
import { TaskCard } from "./card/task-card.tsx";
import { useDeck } from "./deck-context.tsx";
import type { DeckEntry } from "./deck-entry.ts";
import { TaskResults } from "./results/task-results.tsx";
import { taskQueryOptions } from "./task-queries.ts";

const button =
  "rounded-md border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-800 hover:bg-slate-100";

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

  const actions = (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={button} onClick={() => load(entry.mode, valuesFromBody(entry.mode, entry.body))}>
        Clone
      </button>
      {entry.requestId && !entry.gone ? (
        <button type="button" className={button} onClick={refresh} disabled={checking}>
          {checking ? "Checking…" : "Check now"}
        </button>
      ) : null}
      <button type="button" className={button} onClick={() => onRemove(entry)}>
        Remove
      </button>
    </div>
  );

  return (
    <TaskCard
      entry={entry}
      now={now}
      pollStatus={pollStatus}
      results={
        hasResults && data ? (
          <TaskResults data={data} serverTask={entry.baseUrl === "" ? entry.requestId : null} />
        ) : undefined
      }
      actions={actions}
    />
  );
}
