import { useState } from "react";
import type { ResultPayload } from "../../../contract/record.ts";
import { isModelFile } from "./model-viewer/model-files.ts";
import { ModelPreview } from "./model-viewer/lazy-model-viewer.tsx";
import { FileLink } from "./file-link.tsx";
import { safeUrl } from "../../../contract/urls.ts";
import { fileNameOf } from "./file-name.ts";
import { RESULT_RETENTION_HOURS } from "../../../contract/status.ts";

const EXPIRED = `could not be loaded: the link may have expired (results are kept about ${RESULT_RETENTION_HOURS} h).`;
const DOCUMENTED = new Set(["image_urls", "video_urls", "audio_urls", "file_urls", "text", "progress"]);
/** A task makes a few files; thousands come from a broken or hostile service and would freeze the page. */
const SHOWN_PER_LIST = 20;

/**
 * Every result the task produced, each in the element made for it. Unsafe URLs are shown as
 * text only. `serverTask`: the task's request_id when this page's own server answered it.
 */
export function TaskResults({ data, serverTask }: { data: ResultPayload; serverTask: string | null }) {
  const others = Object.entries(data).filter(([key, value]) => !DOCUMENTED.has(key) && Array.isArray(value)) as [
    string,
    unknown[],
  ][];
  return (
    <div role="group" aria-label="Results" className="space-y-3">
      {data.video_urls.slice(0, SHOWN_PER_LIST).map((url, i) => (
        <Media key={`v${i}`} url={url} requestId={serverTask} kind="video" label={`Result video ${i + 1}`} />
      ))}
      <NotShown list={data.video_urls} what="video URLs" />
      {data.image_urls.slice(0, SHOWN_PER_LIST).map((url, i) => (
        <Media key={`i${i}`} url={url} requestId={serverTask} kind="image" label={`Result image ${i + 1}`} />
      ))}
      <NotShown list={data.image_urls} what="image URLs" />
      {data.audio_urls.slice(0, SHOWN_PER_LIST).map((url, i) => (
        <Media key={`a${i}`} url={url} requestId={serverTask} kind="audio" label={`Result audio ${i + 1}`} />
      ))}
      <NotShown list={data.audio_urls} what="audio URLs" />
      {data.text ? <p className="rounded-md bg-slate-50 p-2 text-sm whitespace-pre-wrap">{data.text}</p> : null}
      {data.file_urls.slice(0, SHOWN_PER_LIST).map((url, i) => (
        <div key={`f${i}`} className="space-y-2">
          <FileLink url={url} requestId={serverTask} />
          {isModelFile(url) && safeUrl(url) ? (
            <ModelPreview url={url} fileName={fileNameOf(url)} requestId={serverTask} />
          ) : null}
        </div>
      ))}
      <NotShown list={data.file_urls} what="file URLs" />
      {others.slice(0, SHOWN_PER_LIST).map(([key, values]) => {
        const urls = values.filter((v): v is string => typeof v === "string");
        return (
          <div key={key}>
            <p className="text-xs font-medium text-slate-600">{key}</p>
            {urls.slice(0, SHOWN_PER_LIST).map((url, i) => (
              <FileLink key={i} url={url} requestId={serverTask} />
            ))}
            <NotShown list={urls} what="URLs" />
          </div>
        );
      })}
      <NotShown list={others} what="lists of results" />
    </div>
  );
}

/** Says how many of a list were left out, so nothing is hidden without a word. */
function NotShown({ list, what }: { list: readonly unknown[]; what: string }) {
  const more = list.length - SHOWN_PER_LIST;
  if (more <= 0) return null;
  return (
    <p className="text-xs text-slate-600">
      …and {more.toLocaleString("en")} more {what}, not shown here (Show raw record lists them all).
    </p>
  );
}

type MediaProps = { url: string; requestId: string | null; kind: "video" | "image" | "audio"; label: string };

function Media({ url, requestId, kind, label }: MediaProps) {
  const [failed, setFailed] = useState(false);
  const safe = safeUrl(url);
  if (!safe) return <FileLink url={url} requestId={requestId} />;
  const onError = () => setFailed(true);
  return (
    <figure className="space-y-1">
      {/* Generated media comes without captions; there is no track to offer. */}
      {kind === "video" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          src={safe}
          controls
          preload="metadata"
          aria-label={label}
          onError={onError}
          className="max-h-80 w-full rounded-md bg-black"
        />
      ) : kind === "audio" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio src={safe} controls aria-label={label} onError={onError} className="w-full" />
      ) : (
        <img src={safe} alt={label} onError={onError} referrerPolicy="no-referrer" className="max-h-80 rounded-md" />
      )}
      {failed ? (
        <p className="text-sm text-amber-800">
          The {kind} {EXPIRED}
        </p>
      ) : null}
      <figcaption>
        <FileLink url={url} requestId={requestId} />
      </figcaption>
    </figure>
  );
}
