import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { MessageList } from "../../../components/message-list.tsx";
import type { Family } from "../../../contract/families.ts";
import { pixelProblemTexts } from "./image-pixels.ts";

// Put into words as they are shown, in the language of the moment.
export const urlPreviewFailed = () => t`The image could not be loaded for a preview; it will still be sent as a URL.`;
export const dataPreviewFailed = () =>
  t`The image could not be decoded for a preview: check that the file is not damaged.`;
export const urlNotChecked = () =>
  t`The image at this URL cannot be read from here (its site does not allow it), so its type and size were not checked: it will be sent as it is, and the service checks it.`;

/**
 * The image as it will be sent and its size in pixels. An image at a URL cannot be read, only
 * shown: a note says so, and the pixel rules its shown size breaks are warnings (the form checks
 * an embedded image's bytes itself). `warningsId` names the list for aria-describedby.
 */
export function ImagePreview({
  src,
  label,
  family,
  warningsId,
}: {
  src: string;
  label: string;
  family: Family;
  warningsId: string;
}) {
  const { t } = useLingui();
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size = natural?.src === src ? natural : null;
  const isUrl = !/^data:/i.test(src);
  const warnings = [
    ...(isUrl ? [urlNotChecked()] : []),
    ...(isUrl && size ? pixelProblemTexts(size, family) : []),
    ...(failedSrc === src ? [isUrl ? urlPreviewFailed() : dataPreviewFailed()] : []),
  ];
  return (
    <>
      <figure className="mt-3 flex items-end gap-3">
        <img
          key={src}
          src={src}
          alt={t`Preview of ${label}`}
          referrerPolicy="no-referrer"
          decoding="async"
          onLoad={(event) =>
            setNatural({ src, width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          onError={() => setFailedSrc(src)}
          className="h-24 max-w-48 rounded border border-slate-200 bg-slate-100 object-contain"
        />
        {size && (
          <figcaption className="text-xs text-slate-600">
            <Trans>
              {size.width} × {size.height} px
            </Trans>
          </figcaption>
        )}
      </figure>
      <div aria-live="polite">
        <MessageList id={warningsId} tone="warning" messages={warnings} className="mt-2" />
      </div>
    </>
  );
}
