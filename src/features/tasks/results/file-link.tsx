import { useQuery } from "@tanstack/react-query";
import { useConnection } from "../../../lib/connection-context.tsx";
import { resultKeys } from "../task-keys.ts";
import { formatSize } from "./format-size.ts";
import { readableUrl, readHeaders } from "./readable-url.ts";
import { fileNameOf, safeUrl } from "./safe-url.ts";

/** How big a result file is, when a HEAD request can reach it. */
async function fileSize(url: string, headers: Record<string, string>): Promise<number | null> {
  const response = await fetch(url, { method: "HEAD", headers });
  const length = Number(response.headers.get("content-length"));
  return response.ok && Number.isFinite(length) && length > 0 ? length : null;
}

/** `requestId`: the task's, when this page's own server answered it (its file proxy can then read the file). */
export function FileLink({ url, requestId }: { url: string; requestId: string | null }) {
  const safe = safeUrl(url);
  const { server, connection } = useConnection();
  const readable =
    safe && !url.startsWith("data:") ? readableUrl(safe, server, window.location.origin, requestId) : null;
  // The token is left out of the key on purpose: a file's size is the same whoever asks, and a
  // key must never hold a secret.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const size = useQuery({
    queryKey: resultKeys.size(readable ?? url),
    queryFn: () => fileSize(readable ?? url, readHeaders(readable ?? url, connection)),
    enabled: readable !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (!safe) return <code className="text-xs break-all text-slate-700">{url}</code>;
  const name = fileNameOf(url);
  return (
    <a
      href={safe}
      download={name}
      target="_blank"
      rel="noopener noreferrer"
      className="text-sm font-medium break-all text-brand-700 underline"
    >
      Download {name}
      {size.data ? <span className="ml-1 font-normal text-slate-600">({formatSize(size.data)})</span> : null}
    </a>
  );
}
