import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { safeUrl } from "../../../contract/urls.ts";
import { isGone } from "../../../lib/file-size.ts";
import { queries } from "../../../lib/queries.ts";
import { readableUrl, readHeaders } from "../../../lib/readable-url.ts";
import { formatDateTime } from "../card/time.ts";
import { FileLink } from "./file-link.tsx";
import { fileNameOf, type ResultKind } from "../../../entities/task/file-name.ts";
import { ModelPreview } from "./lazy-model-viewer.tsx";
import { isModelFile } from "../../../entities/task/model-files.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";
import { UseAsInput } from "./use-as-input.tsx";
import { useKeptSrc } from "./use-kept.ts";

export type ResultEntry = { url: string; kind: ResultKind; label: string; name: string };
type Props = { item: ResultEntry; reach: Reach; kept: boolean; producedAt: number | null };

/** The one line an expired or unreachable result gets, instead of a dead player or link. */
export function ExpiredLine({ producedAt }: { producedAt: number | null }) {
  const { t, i18n } = useLingui();
  const when = producedAt ? formatDateTime(producedAt, { locale: i18n.locale }) : "";
  return (
    <p className="text-sm text-amber-800">
      {when ? t`This result's link has expired (produced ${when}).` : t`This result's link has expired.`}
    </p>
  );
}

/**
 * One result: its player or viewer and its Download, from the kept copy when there is one.
 * Whether the link still works is asked once (a HEAD, through the file proxy where the page
 * has one) and learnt from the player's error event; nothing polls.
 */
export function ResultItem({ item, reach, kept, producedAt }: Props) {
  const { url, kind, label, name } = item;
  const [failed, setFailed] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  const keptSrc = useKeptSrc(kept ? url : null);
  const safe = safeUrl(url);
  const readable =
    safe && !kept && !/^data:/i.test(url)
      ? readableUrl(safe, reach.server, window.location.origin, reach.requestId)
      : null;
  const head = useQuery({
    ...queries.fileHead(readable ?? url, readHeaders(readable ?? url, reach.connection)),
    enabled: readable !== null,
  });
  const link = <FileLink url={url} name={name} reach={reach} size={head.data?.size} kept={kept} />;
  if (!safe) return link;
  const gone = !kept && (failed || isGone(head.data?.status));
  if (gone && kind === "file") return <ExpiredLine producedAt={producedAt} />;
  if (kept && !keptSrc)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Opening the kept copy of {name}…</Trans>
      </p>
    );
  const src = keptSrc ?? safe;
  const onError = () => setFailed(true);
  if (kind === "file") {
    return (
      <div className="space-y-2">
        {link}
        {isModelFile(url) ? <ModelPreview url={src} fileName={fileNameOf(url)} requestId={reach.requestId} /> : null}
      </div>
    );
  }
  // A player whose source failed stays in the page, hidden (it would only show an error), so
  // that what the service sent is still there to inspect; the line says what happened.
  return (
    <figure className="space-y-1">
      {gone ? <ExpiredLine producedAt={producedAt} /> : null}
      {/* Generated media comes without captions; there is no track to offer. */}
      {kind === "video" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={player}
          src={src}
          controls
          preload="metadata"
          aria-label={label}
          onError={onError}
          hidden={gone}
          // Its own aspect ratio, the column's width, and never taller than the window (vertical video too).
          className="h-auto max-h-[85vh] w-full rounded-md bg-black object-contain"
        />
      ) : kind === "audio" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio src={src} controls aria-label={label} onError={onError} hidden={gone} className="w-full" />
      ) : (
        <img
          src={src}
          alt={label}
          onError={onError}
          hidden={gone}
          referrerPolicy="no-referrer"
          className="h-auto max-h-[85vh] max-w-full rounded-md"
        />
      )}
      {gone ? null : (
        <figcaption className="space-y-2">
          {link}
          {kind === "audio" ? null : (
            <UseAsInput url={url} name={name} reach={reach} video={kind === "video" ? player : undefined} />
          )}
        </figcaption>
      )}
    </figure>
  );
}
