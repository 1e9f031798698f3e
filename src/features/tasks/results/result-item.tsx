import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatDateTime } from "../../../lib/format-time.ts";
import { fileNameOf } from "../../../entities/task/file-name.ts";
import { ModelPreview } from "./lazy-model-viewer.tsx";
import { isModelFile } from "../../../entities/task/model-files.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";
import type { ResultEntry } from "./result-entries.ts";
import { useFileHead } from "./use-file-head.ts";
import { useKeptSrc } from "./use-kept.ts";
import { ResultVideo } from "./result-video.tsx";

type Props = {
  item: ResultEntry;
  reach: Reach;
  kept: boolean;
  producedAt: number | null;
};

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
 * One result, large: its player, picture or 3D viewer, from the kept copy when there is one (its
 * Download and tools are in the card's row of actions, result-actions.tsx). Whether the link
 * still works is asked once (useFileHead) and learnt from the player's error event; nothing polls.
 */
export function ResultItem({ item, reach, kept, producedAt }: Props) {
  const { kind, label, name } = item;
  const [failed, setFailed] = useState(false);
  // The address it started with stays while it is on show: the workspace's copy landing mid-play
  // would reload the player (its time lost). A failed one moves to the newest (the copy).
  const [started, setStarted] = useState(item.url);
  const url = started;
  const keptSrc = useKeptSrc(kept ? url : null);
  const head = useFileHead(url, reach, kept);
  if ((failed || head.gone) && started !== item.url) {
    setStarted(item.url);
    setFailed(false);
  }
  const { safe } = head;
  // Never a link: a URL that is not http(s), blob or data is only text.
  if (!safe) return <code className="text-xs break-all text-slate-700">{url}</code>;
  const gone = head.gone || (!kept && failed);
  if (gone && kind === "file") return <ExpiredLine producedAt={producedAt} />;
  if (kept && !keptSrc)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Opening the kept copy of {name}…</Trans>
      </p>
    );
  const src = keptSrc ?? safe;
  const onError = () => setFailed(true);
  if (kind === "file")
    return isModelFile(url) ? (
      <ModelPreview url={src} fileName={fileNameOf(url)} requestId={reach.requestId} />
    ) : (
      <p className="text-sm break-all text-slate-700">{fileNameOf(url)}</p>
    );
  // A player whose source failed stays in the page, hidden (it would only show an error), so
  // that what the service sent is still there to inspect; the line says what happened.
  return (
    <figure>
      {gone ? <ExpiredLine producedAt={producedAt} /> : null}
      {kind === "video" ? (
        <ResultVideo src={src} label={label} hidden={gone} onError={onError} />
      ) : kind === "audio" ? (
        // Generated media comes without captions; there is no track to offer.
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
    </figure>
  );
}
