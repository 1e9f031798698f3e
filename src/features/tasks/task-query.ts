import { queryOptions } from "@tanstack/react-query";
import { fetchTask } from "../../lib/api-client.ts";
import type { TaskEndpoint } from "../../lib/connection.ts";
import { queries } from "../../lib/queries.ts";

/**
 * A task's query: it only fetches and parses; query-client.ts stores the answer. The endpoint
 * comes from endpointFor. Its key is the factory's (lib/queries.ts); it lives with the deck,
 * whose cards poll, so that the service's client comes with the deck's chunk and not with the
 * start-up (a first visit's Submit fetches it with the sending code).
 */
export const taskQuery = (endpoint: TaskEndpoint, task: { id: string; baseUrl: string; requestId: string }) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the endpoint holds the token
  queryOptions({
    queryKey: queries.taskKey(task),
    queryFn: ({ signal }) => fetchTask(endpoint, task.requestId, { signal }),
    meta: { entryId: task.id },
    // Polling is its own retry, with its own back-off (poll-rules.ts).
    retry: false,
    staleTime: 0,
  });
