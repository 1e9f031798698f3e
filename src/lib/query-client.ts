import { QueryClient } from "@tanstack/react-query";
import { isRetryable } from "./api-error.ts";

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
