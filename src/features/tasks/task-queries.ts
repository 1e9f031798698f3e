import { queryOptions } from "@tanstack/react-query";
import { fetchTask } from "../../lib/api-client.ts";
import { endpointFor, type Connection } from "../../lib/connection.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import type { Ledger } from "../../lib/ledger.ts";
import { pollDelay } from "./poll-interval.ts";
import { pollFailurePatch } from "./poll-failure.ts";
import { taskKeys } from "./task-keys.ts";

/**
 * Failed checks in a row, per deck entry. TanStack Query's own `fetchFailureCount` starts again
 * at every fetch (it counts retries within one), so with polling as the retry the back-off
 * would never grow past its first step.
 */
const failuresInARow = new Map<string, number>();

/**
 * The one way a task is fetched. Every answer goes into the ledger (the good record, or why
 * the check failed, keeping the last good record), so every tab and a reload see it. A task
 * that belongs to another service than the connection's is never fetched (see endpointFor).
 */
export function taskQueryOptions(connection: Connection, entry: DeckEntry, ledger: Ledger, baseMs: number) {
  const requestId = entry.requestId ?? "";
  const endpoint = endpointFor(entry, connection);
  // The key names the task, not how it is reached: the token must never sit in a cache key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: taskKeys.detail(entry.baseUrl, requestId),
    enabled: endpoint !== null,
    queryFn: async ({ signal }) => {
      // `enabled` does not stop fetchQuery (Check now): the gate is here too.
      if (!endpoint) throw new Error(`The task belongs to ${entry.baseUrl}, not to the connection's service.`);
      try {
        const record = await fetchTask(endpoint, requestId, { signal });
        failuresInARow.delete(entry.id);
        await ledger.update(entry.id, { record, updatedAt: Date.now(), pollError: null, pollPaused: false });
        return record;
      } catch (error) {
        if (!signal.aborted) {
          failuresInARow.set(entry.id, (failuresInARow.get(entry.id) ?? 0) + 1);
          await ledger.update(entry.id, pollFailurePatch(error, endpoint.token));
        }
        throw error;
      }
    },
    // Polling is its own retry, with its own back-off.
    retry: false,
    staleTime: 0,
    refetchInterval: () => {
      const current = ledger.get(entry.id) ?? entry;
      return pollDelay({
        status: current.record?.status ?? null,
        ageMs: Date.now() - current.submittedAt,
        baseMs,
        failures: failuresInARow.get(entry.id) ?? 0,
        paused: current.pollPaused,
        gone: current.gone,
      });
    },
  });
}
