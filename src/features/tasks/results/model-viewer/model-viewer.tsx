import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useEffect, useEffectEvent, useState } from "react";
import { Button } from "../../../../components/button.tsx";
import { RESULT_RETENTION_HOURS } from "../../../../contract/status.ts";
import { useConnection } from "../../../../lib/connection-context.tsx";
import { readHeaders } from "../../../../lib/readable-url.ts";
import { DownloadError, fetchModel } from "./fetch-model.ts";
import { UnsupportedModelError, type LoadedModel } from "./load-model.ts";
import { ModelCanvas, type ViewerHooks } from "./model-canvas.tsx";
import { disposeObject } from "./model-meshes.ts";

type Props = { url: string; fileName: string; requestId: string | null } & ViewerHooks;
type Problem = { title: string; detail: string };
type Outcome = { url: string } & ({ model: LoadedModel; size: number } | { problem: Problem });

function problemOf(error: unknown): Problem {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof DownloadError) {
    const hours = RESULT_RETENTION_HOURS;
    return {
      title: t`The model could not be downloaded (it may have expired: results are kept about ${hours} h).`,
      detail,
    };
  }
  if (error instanceof UnsupportedModelError) return { title: t`Preview is not available for this format.`, detail };
  return { title: t`The model could not be displayed.`, detail };
}

/** Downloads and shows a 3D result. Loaded lazily: three.js is far too big for the first page load. */
export default function ModelViewer({ url, fileName, requestId, onViewer, look }: Props) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { server, connection } = useConnection();
  // An effect event: the connection object is remade on unrelated changes (the settings dialog
  // opening); only its address and token (in the effect's dependencies) download the model again.
  const headersFor = useEffectEvent((target: string) => readHeaders(target, connection));
  const { baseUrl, token } = connection;

  useEffect(() => {
    const abort = new AbortController();
    fetchModel({ url, fileName, server, requestId, headersFor }, abort.signal).then(
      (result) => {
        // Arrived after the viewer moved on: nobody will show (or free) it otherwise.
        if (abort.signal.aborted) disposeObject(result.model.object);
        else setOutcome({ url, ...result });
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setOutcome({ url, problem: problemOf(error) });
      },
    );
    return () => abort.abort();
  }, [url, server, baseUrl, token, requestId, fileName, attempt]);

  // An outcome for an earlier URL is stale: show loading until this one's arrives.
  if (!outcome || outcome.url !== url) {
    return (
      <p role="status" className="flex h-72 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
        <Trans>Loading {fileName}…</Trans>
      </p>
    );
  }
  if ("problem" in outcome) {
    return (
      <div role="alert" className="rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{outcome.problem.title}</p>
        <p className="mt-1 break-words">{outcome.problem.detail}</p>
        <Button
          size="sm"
          className="mt-2"
          onClick={() => {
            setOutcome(null);
            setAttempt(attempt + 1);
          }}
        >
          <Trans context="3D model">Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <ModelCanvas
      key={url}
      model={outcome.model}
      fileName={fileName}
      size={outcome.size}
      onViewer={onViewer}
      look={look}
    />
  );
}
