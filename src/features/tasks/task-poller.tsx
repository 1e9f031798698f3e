import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useConnection } from "../../lib/connection-context.tsx";
import { endpointFor } from "../../lib/connection.ts";
import { useDeck } from "../../lib/ledger-context.tsx";
import { isFollowed, type DeckEntry } from "../../lib/deck-entry.ts";
import { useLedgerEntries } from "../../lib/ledger.ts";
import { taskKeys } from "./task-keys.ts";
import { taskQueryOptions } from "./task-queries.ts";
import { usePollingLeader } from "./use-polling-leader.ts";

/**
 * Follows every unfinished task, whether or not its card is on screen (the history list only
 * mounts the cards in view). Renders nothing.
 */
export function TaskPoller() {
  const ledger = useDeck();
  const entries = useLedgerEntries(ledger);
  const leader = usePollingLeader();
  const queryClient = useQueryClient();
  const { connection } = useConnection();
  // Only tasks of the service the connection points at: another's never sees this token.
  const followed = useMemo(
    () => entries.filter((entry) => isFollowed(entry) && endpointFor(entry, connection) !== null),
    [entries, connection],
  );

  // A new token (or interval) resumes what a 401 paused.
  useEffect(() => {
    for (const entry of ledger.list())
      if (entry.pollPaused) void ledger.update(entry.id, { pollPaused: false, pollError: null });
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  }, [connection.token, connection.pollSeconds, ledger, queryClient]);

  if (!leader) return null;
  return followed.map((entry) => <FollowOne key={entry.id} entry={entry} />);
}

function FollowOne({ entry }: { entry: DeckEntry }) {
  const ledger = useDeck();
  const { connection } = useConnection();
  useQuery(taskQueryOptions(connection, entry, ledger, connection.pollSeconds * 1000));
  return null;
}
