import { QueryClient, queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { ACCESS_API, auditEntrySchema, meSchema, personSchema, serviceTokenStatusSchema } from "../contract/access.ts";
import { SHARES_API, shareSchema } from "../contract/shares.ts";
import { AccessError, accessJson } from "./access-client.ts";

/** The access pages' queries, keys from general to specific, each with its options. */
export const accessQueries = {
  all: () => ["access"] as const,
  me: () =>
    queryOptions({ queryKey: [...accessQueries.all(), "me"], queryFn: () => accessJson(ACCESS_API.me, meSchema) }),
  people: () =>
    queryOptions({
      queryKey: [...accessQueries.all(), "people"],
      queryFn: () => accessJson(ACCESS_API.people, z.array(personSchema)),
    }),
  audit: () =>
    queryOptions({
      queryKey: [...accessQueries.all(), "audit"],
      queryFn: () => accessJson(ACCESS_API.audit, z.array(auditEntrySchema)),
    }),
  shares: () =>
    queryOptions({
      queryKey: [...accessQueries.all(), "shares"],
      queryFn: () => accessJson(SHARES_API.list, z.array(shareSchema)),
    }),
  serviceToken: () =>
    queryOptions({
      queryKey: [...accessQueries.all(), "service-token"],
      queryFn: () => accessJson(ACCESS_API.serviceToken, serviceTokenStatusSchema),
    }),
};

/**
 * A refusal (401 signed out, 403 not allowed) is the answer, not a hiccup: asked again it says
 * the same, and the page shows what it means at once. No answer or a 5xx is tried once more.
 */
export function createAccessQueryClient(): QueryClient {
  const transient = (error: Error) => !(error instanceof AccessError) || error.status === 0 || error.status >= 500;
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (count, error) => count < 1 && transient(error), refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
