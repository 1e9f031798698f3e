import { queryOptions, useQuery } from "@tanstack/react-query";
import { safeUrl } from "../../../contract/urls.ts";
import { fileHead, isGone } from "../../../lib/file-size.ts";
import { queries } from "../../../lib/queries.ts";
import { readableUrl, readHeaders } from "../../../lib/readable-url.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";

/** `headers` may carry the token (readHeaders): left out of the key, which must never hold a secret. */
const fileHeadQuery = (url: string, headers: Record<string, string>) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the headers hold the token
  queryOptions({
    queryKey: queries.fileHeadKey(url),
    queryFn: () => fileHead(url, headers),
    staleTime: Infinity,
    retry: false,
  });

/**
 * What one HEAD (through the file proxy where the page has one) says of a result file: its size,
 * and whether its link is gone. The player and the Download button ask the same query: one request.
 */
export function useFileHead(url: string, reach: Reach, kept: boolean) {
  const safe = safeUrl(url);
  const readable =
    safe && !kept && !/^data:/i.test(url)
      ? readableUrl(safe, reach.server, window.location.origin, reach.requestId)
      : null;
  const head = useQuery({
    ...fileHeadQuery(readable ?? url, readHeaders(readable ?? url, reach.connection)),
    enabled: readable !== null,
  });
  return { safe, gone: !kept && isGone(head.data?.status), size: head.data?.size ?? null };
}
