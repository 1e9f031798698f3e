import { useState } from "react";
import { MessageList } from "../../components/message-list.tsx";
import type { Family } from "../../contract/families.ts";
import { pixelWarnings } from "./image-pixels.ts";

export const URL_PREVIEW_FAILED = "The image could not be loaded for a preview; it will still be sent as a URL.";
export const DATA_PREVIEW_FAILED = "The image could not be decoded for a preview: check that the file is not damaged.";

/**
 * The image as it will be sent, its size in pixels, and the vendor's pixel limits as warnings
 * (advice: the service does not check them). `warningsId` names the list for aria-describedby.
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
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const size = natural?.src === src ? natural : null;
  const warnings = [
    ...(size ? pixelWarnings(size.width, size.height, family) : []),
    ...(failedSrc === src ? [/^data:/i.test(src) ? DATA_PREVIEW_FAILED : URL_PREVIEW_FAILED] : []),
  ];
  return (
    <>
      <figure className="mt-3 flex items-end gap-3">
        <img
          key={src}
          src={src}
          alt={`Preview of ${label}`}
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
            {size.width} × {size.height} px
          </figcaption>
        )}
      </figure>
      <div aria-live="polite">
        <MessageList id={warningsId} tone="warning" messages={warnings} className="mt-2" />
      </div>
    </>
  );
}
