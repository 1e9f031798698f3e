import { useQuery } from "@tanstack/react-query";
import { useConnection } from "../../../lib/connection-context.tsx";
import { queries } from "../../../lib/queries.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { readableUrl, readHeaders } from "../../../lib/readable-url.ts";
import { safeUrl } from "../../../contract/urls.ts";
import { fileNameOf } from "./file-name.ts";

/** `requestId`: the task's, when this page's own server answered it (its file proxy can then read the file). */
export function FileLink({ url, requestId }: { url: string; requestId: string | null }) {
  const safe = safeUrl(url);
  const { server, connection } = useConnection();
  const readable =
    safe && !url.startsWith("data:") ? readableUrl(safe, server, window.location.origin, requestId) : null;
  const size = useQuery({
    ...queries.fileSize(readable ?? url, readHeaders(readable ?? url, connection)),
    enabled: readable !== null,
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
