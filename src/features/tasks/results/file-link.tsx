import { useQuery } from "@tanstack/react-query";
import { useConnection } from "../../../lib/connection-context.tsx";
import { resultKeys } from "../task-keys.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { readableUrl } from "./readable-url.ts";
import { safeUrl } from "../../../contract/urls.ts";
import { fileNameOf } from "./file-name.ts";

/** How big a result file is, when a HEAD request can reach it. */
async function fileSize(url: string): Promise<number | null> {
  const response = await fetch(url, { method: "HEAD" });
  const length = Number(response.headers.get("content-length"));
  return response.ok && Number.isFinite(length) && length > 0 ? length : null;
}

export function FileLink({ url }: { url: string }) {
  const safe = safeUrl(url);
  const { server } = useConnection();
  const readable = safe && !url.startsWith("data:") ? readableUrl(safe, server, window.location.origin) : null;
  const size = useQuery({
    queryKey: resultKeys.size(readable ?? url),
    queryFn: () => fileSize(readable ?? url),
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
      {size.data ? <span className="ml-1 font-normal text-slate-600">({formatBytes(size.data)})</span> : null}
    </a>
  );
}
