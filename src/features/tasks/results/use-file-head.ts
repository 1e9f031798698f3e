import { useQuery } from "@tanstack/react-query";
import { safeUrl } from "../../../contract/urls.ts";
import { isGone } from "../../../lib/file-size.ts";
import { queries } from "../../../lib/queries.ts";
import { readableUrl, readHeaders } from "../../../lib/readable-url.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";

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
    ...queries.fileHead(readable ?? url, readHeaders(readable ?? url, reach.connection)),
    enabled: readable !== null,
  });
  return { safe, gone: !kept && isGone(head.data?.status), size: head.data?.size ?? null };
}
