import { QueryCache, QueryClient, type Query } from "@tanstack/react-query";
import type { TaskRecord } from "../../contract/record.ts";
import { isRetryable } from "../../lib/api-error.ts";
import type { TaskStore } from "./store.ts";
import { pollAnswerPatch, pollFailurePatch } from "../../lib/poll-answer.ts";

const entryOf = (query: Query<unknown, unknown, unknown, readonly unknown[]>) => query.meta?.entryId ?? null;
const aborted = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The app's query client. Every answer to a task query (the poller's or Check now's) is stored
 * in the ledger here, and only here, so every tab and a reload see it.
 */
export function createQueryClient(ledger?: TaskStore): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (data, query) => {
        const id = entryOf(query);
        if (id && ledger) void ledger.update(id, pollAnswerPatch(data as TaskRecord));
      },
      onError: (error, query) => {
        const id = entryOf(query);
        if (id && ledger && !aborted(error)) void ledger.update(id, (current) => pollFailurePatch(error, current));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        gcTime: 30 * 60_000,
        retry: (failures, error) => failures < 3 && isRetryable(error),
        refetchOnWindowFocus: false,
      },
      // Each generation is paid for: a submission is never sent again without the user asking.
      mutations: { retry: false },
    },
  });
}
