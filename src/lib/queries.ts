import { queryOptions } from "@tanstack/react-query";
import { fetchTask } from "./api-client.ts";
import type { TaskEndpoint } from "./connection.ts";
import { readDrafts, takeDraftsReadAhead } from "./drafts-store.ts";
import { fetchServerConfig } from "./server-config.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** A task query names its ledger entry: the query cache's callbacks store every answer there. */
    queryMeta: { entryId?: string };
  }
}

type Task = { id: string; baseUrl: string; requestId: string };

/** Every query of the app, keys from general to specific, each with its options (TkDodo's query factory). */
export const queries = {
  tasks: () => ["tasks"] as const,
  // The key names the task, not how it is reached: the token must never sit in a cache key.
  taskKey: (task: Omit<Task, "id">) => [...queries.tasks(), task.baseUrl, task.requestId] as const,
  /** Only fetches and parses; query-client.ts stores the answer. The endpoint comes from endpointFor. */
  task: (endpoint: TaskEndpoint, task: Task) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the endpoint holds the token
    queryOptions({
      queryKey: queries.taskKey(task),
      queryFn: ({ signal }) => fetchTask(endpoint, task.requestId, { signal }),
      meta: { entryId: task.id },
      // Polling is its own retry, with its own back-off (features/tasks/poll-rules.ts).
      retry: false,
      staleTime: 0,
    }),
  /** What is stored; the composer reads it with its own schema (`select`). */
  drafts: () =>
    queryOptions({
      queryKey: ["drafts"],
      queryFn: readDrafts,
      // What a first visit read ahead (lib/drafts-store.ts): the composer's first render has it.
      initialData: takeDraftsReadAhead,
      staleTime: Infinity,
      gcTime: Infinity,
    }),
  serverConfig: () =>
    queryOptions({
      queryKey: ["server-config"],
      queryFn: ({ signal }) => fetchServerConfig(signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
  fileHeads: () => ["file-head"] as const,
  /** A result file's HEAD (its query is the results' own: features/tasks/results/use-file-head.ts). */
  fileHeadKey: (url: string) => [...queries.fileHeads(), url] as const,
};
