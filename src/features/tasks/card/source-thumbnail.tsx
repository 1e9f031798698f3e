import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { safeUrl } from "../../../contract/urls.ts";
import { shortenForDisplay, sourceImageOf } from "./source-image.ts";

/** A small picture of the image the request was made from, or its value as text when it is not safe to load. */
export function SourceThumbnail({ body }: { body: Record<string, unknown> }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const source = sourceImageOf(body);
  if (!source) return null;
  const role = source.role;
  const label = t`Source image (${role})`;
  const src = safeUrl(source.value);
  if (src && !failed)
    return (
      <img
        src={src}
        alt={label}
        loading="lazy"
        // The image host learns nothing about this page.
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="h-20 w-20 shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover"
      />
    );
  return (
    <p className="min-w-0 text-xs text-slate-700">
      {label}: <code className="font-mono break-all">{shortenForDisplay(source.value)}</code>
      <span className="text-slate-600">
        {" "}
        {failed ? t`(could not be loaded; the link may have expired)` : t`(not shown: not an http(s) or data: URL)`}
      </span>
    </p>
  );
}
