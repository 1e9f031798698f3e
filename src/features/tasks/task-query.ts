import { queryOptions } from "@tanstack/react-query";
import type { TaskEndpoint } from "../../lib/connection.ts";
import { queries } from "../../lib/queries.ts";

/**
 * A task's query: it only fetches and parses; query-client.ts stores the answer. The endpoint
 * comes from endpointFor. Its key is the factory's (lib/queries.ts). The service's client comes
 * with the first check, not with the deck: in a workspace the server follows the tasks and a
 * page checks none itself (a first visit's Submit fetches it with the sending code).
 */
export const taskQuery = (endpoint: TaskEndpoint, task: { id: string; baseUrl: string; requestId: string }) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the endpoint holds the token
  queryOptions({
    queryKey: queries.taskKey(task),
    queryFn: async ({ signal }) =>
      (await import("../../lib/api-client.ts")).fetchTask(endpoint, task.requestId, { signal }),
    meta: { entryId: task.id },
    // Polling is its own retry, with its own back-off (poll-rules.ts).
    retry: false,
    staleTime: 0,
  });
