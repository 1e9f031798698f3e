import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useConnection } from "../../lib/connection-context.tsx";
import { endpointFor, type TaskEndpoint } from "../../lib/connection.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { useLedgerEntries } from "../../entities/task/ledger.ts";
import { queries } from "../../lib/queries.ts";
import { taskQuery } from "./task-query.ts";
import { pollInterval } from "./poll-rules.ts";
import { deckStatus } from "../../entities/task/deck-status.ts";
import { usePageVisible, usePollingLeader } from "./use-polling-leader.ts";

/**
 * Follows every unfinished task, whether or not its card is on screen (the history list only
 * mounts the cards in view). Renders nothing.
 */
export function TaskPoller() {
  const ledger = useDeck();
  const { connection, server } = useConnection();
  const entries = useLedgerEntries(ledger);
  const leader = usePollingLeader(connection.hiddenPolling);
  const hidden = !usePageVisible();
  const queryClient = useQueryClient();
  // Only tasks of the service the connection points at: another's never sees this token. Those
  // the workspace's server follows are not checked here: their records come from it (workspace-feed.tsx).
  const followed = useMemo(
    () =>
      entries.flatMap((entry) => {
        const endpoint = deckStatus(entry).followed && !entry.serverFollows ? endpointFor(entry, connection) : null;
        return endpoint ? [{ entry, endpoint }] : [];
      }),
    [entries, connection],
  );

  // A new token (or interval) resumes what a 401 paused.
  useEffect(() => {
    for (const entry of ledger.list())
      if (entry.pollPaused) void ledger.update(entry.id, { pollPaused: false, pollError: null });
    void queryClient.invalidateQueries({ queryKey: queries.tasks() });
  }, [connection.token, connection.pollSeconds, ledger, queryClient]);

  if (!leader) return null;
  return followed.map(({ entry, endpoint }) => (
    <FollowOne
      key={entry.id}
      entry={entry}
      endpoint={endpoint}
      baseMs={connection.pollSeconds * 1000}
      hidden={hidden}
      shared={server?.shared === true}
    />
  ));
}

type FollowProps = { entry: DeckEntry; endpoint: TaskEndpoint; baseMs: number; hidden: boolean; shared: boolean };

function FollowOne({ entry, endpoint, baseMs, hidden, shared }: FollowProps) {
  useQuery({
    ...taskQuery(endpoint, { id: entry.id, baseUrl: entry.baseUrl, requestId: entry.requestId ?? "" }),
    // Where the workspace is shared, a record just received (the submission's answer) is not
    // checked again at once: its server says within moments whether it follows the task itself.
    ...(shared && entry.record ? { initialData: entry.record, initialDataUpdatedAt: entry.updatedAt ?? 0 } : {}),
    refetchInterval: (query) => pollInterval(query.state, entry, baseMs, Date.now(), hidden),
    // Only the leading tab gets here while hidden, and only when the setting says "slower".
    refetchIntervalInBackground: true,
  });
  return null;
}
