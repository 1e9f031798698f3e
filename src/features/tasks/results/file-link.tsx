import { useQuery } from "@tanstack/react-query";
import { resultKeys } from "../task-keys.ts";
import { formatSize } from "./format-size.ts";
import { fileNameOf, safeUrl } from "./safe-url.ts";

/** How big a result file is, when its host answers a HEAD request (hosts without CORS will not). */
async function fileSize(url: string): Promise<number | null> {
  const response = await fetch(url, { method: "HEAD" });
  const length = Number(response.headers.get("content-length"));
  return response.ok && Number.isFinite(length) && length > 0 ? length : null;
}

export function FileLink({ url }: { url: string }) {
  const safe = safeUrl(url);
  const size = useQuery({
    queryKey: resultKeys.size(url),
    queryFn: () => fileSize(url),
    enabled: safe !== null && !url.startsWith("data:"),
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
