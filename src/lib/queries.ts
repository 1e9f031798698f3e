import { queryOptions } from "@tanstack/react-query";
import { fetchTask } from "./api-client.ts";
import type { TaskEndpoint } from "./connection.ts";
import { loadStoredDrafts } from "./drafts-store.ts";
import { fileHead } from "./file-size.ts";
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
    queryOptions({ queryKey: ["drafts"], queryFn: loadStoredDrafts, staleTime: Infinity, gcTime: Infinity }),
  serverConfig: () =>
    queryOptions({
      queryKey: ["server-config"],
      queryFn: ({ signal }) => fetchServerConfig(signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
  fileHeads: () => ["file-head"] as const,
  /** `headers` may carry the token (readHeaders): left out of the key, which must never hold a secret. */
  fileHead: (url: string, headers: Record<string, string> = {}) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the headers hold the token
    queryOptions({
      queryKey: [...queries.fileHeads(), url],
      queryFn: () => fileHead(url, headers),
      staleTime: Infinity,
      retry: false,
    }),
};
