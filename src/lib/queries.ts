import { queryOptions } from "@tanstack/react-query";
import { readDrafts, takeDraftsReadAhead } from "./drafts-store.ts";
import { fetchServerConfig } from "./server-config.ts";

declare module "@tanstack/react-query" {
  interface Register {
    /** A task query names its ledger entry: the query cache's callbacks store every answer there. */
    queryMeta: { entryId?: string };
  }
}

type Task = { baseUrl: string; requestId: string };

/** Every query of the app, keys from general to specific, each with its options (TkDodo's query factory). */
export const queries = {
  tasks: () => ["tasks"] as const,
  // The key names the task, not how it is reached: the token must never sit in a cache key. The
  // task's query is the deck's (features/tasks/task-query.ts), which brings the service's client.
  taskKey: (task: Task) => [...queries.tasks(), task.baseUrl, task.requestId] as const,
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
