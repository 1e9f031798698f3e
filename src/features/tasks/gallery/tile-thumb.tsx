import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { useSettledInView } from "../../../lib/use-settled-in-view.ts";
import { ModelThumb } from "./model-thumb.tsx";
import type { TileMedia } from "../../../entities/task/tile-media.ts";

const FILL = "h-full w-full object-cover";
const NOTE = "flex h-full w-full flex-col items-center justify-center gap-1 p-3 text-center text-sm text-slate-700";

/**
 * The picture of a result on a tile. A video shows its first frame: `preload="metadata"` and a
 * media fragment just past 0 make the browser decode one frame, with no canvas (the files are
 * on another origin, unreadable by the page); a 3D model, its snapshot once drawn. Decorative:
 * the tile's button names the task.
 */
export function TileThumb({
  media,
  empty,
  requestId,
}: {
  media: TileMedia | null;
  empty: string;
  /** The task's request_id when this page's own server answered it (its file proxy can read the file). */
  requestId: string | null;
}) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  if (!media) return <p className={`${NOTE} line-clamp-5`}>{empty}</p>;
  if (failed)
    return (
      <p className={NOTE}>
        <Trans>The result&apos;s link has expired.</Trans>
      </p>
    );
  if (media.kind === "video") return <TileVideo url={media.url} onError={() => setFailed(true)} />;
  if (media.kind === "image")
    return (
      <img
        src={media.url}
        alt=""
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={FILL}
      />
    );
  const placeholder = (
    <p className={NOTE}>
      <span aria-hidden="true" className="text-3xl">
        {media.kind === "model" ? "⬡" : "🗎"}
      </span>
      <span>
        {media.kind === "model" ? t`3D model` : t`File`}
        {media.extension ? ` · ${media.extension.toUpperCase()}` : ""}
      </span>
      {media.kind === "model" ? (
        <span className="text-xs text-slate-600">
          <Trans>Open it to turn it around</Trans>
        </span>
      ) : null}
    </p>
  );
  if (media.kind !== "model") return placeholder;
  return <ModelThumb url={media.url} requestId={requestId} placeholder={placeholder} />;
}

/** A video's first frame, once its tile has been in view a moment (use-settled-in-view.ts says why); black till then. */
function TileVideo({ url, onError }: { url: string; onError: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  if (!useSettledInView(box, true)) return <div ref={box} className={`${FILL} bg-black`} />;
  return (
    <video
      src={`${url}#t=0.001`}
      preload="metadata"
      muted
      playsInline
      aria-hidden="true"
      tabIndex={-1}
      onError={onError}
      className={`${FILL} bg-black`}
    />
  );
}
