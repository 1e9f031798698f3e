import { useEffect, useEffectEvent, useState } from "react";
import { Button } from "../../../../components/button.tsx";
import { RESULT_RETENTION_HOURS } from "../../../../contract/status.ts";
import { errorBodySchema } from "../../../../contract/error-body.ts";
import { useConnection } from "../../../../lib/connection-context.tsx";
import { readableUrl, readHeaders } from "../../../../lib/readable-url.ts";
import { loadModel, UnsupportedModelError, type LoadedModel } from "./load-model.ts";
import { ModelCanvas, type ViewerHooks } from "./model-canvas.tsx";
import { disposeObject } from "./model-meshes.ts";

type Props = { url: string; fileName: string; requestId: string | null } & ViewerHooks;
type Problem = { title: string; detail: string };
type Outcome = { url: string } & ({ model: LoadedModel; size: number } | { problem: Problem });

class DownloadError extends Error {}

async function download(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers });
  } catch (error) {
    if (signal.aborted) throw error;
    // fetch only says "Failed to fetch": a host without CORS headers looks exactly like one that is down.
    throw new DownloadError("The host did not answer, or does not let this page read the file (no CORS).");
  }
  if (!response.ok) {
    // This page's own server explains its refusals (e.g. a file it has not seen since it restarted).
    const said = response.headers.get("content-type")?.includes("json")
      ? errorBodySchema.safeParse(await response.json().catch(() => null)).data?.error.message
      : undefined;
    throw new DownloadError(said || `The server answered ${response.status} ${response.statusText}.`);
  }
  // Expired links on some hosts (and dev servers) answer 200 with a web page rather than an error status.
  if (response.headers.get("content-type")?.startsWith("text/html")) {
    throw new DownloadError("The server sent a web page instead of the model.");
  }
  return response.arrayBuffer();
}

function problemOf(error: unknown): Problem {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof DownloadError) {
    return {
      title: `The model could not be downloaded (it may have expired: results are kept about ${RESULT_RETENTION_HOURS} h).`,
      detail,
    };
  }
  if (error instanceof UnsupportedModelError) return { title: "Preview is not available for this format.", detail };
  return { title: "The model could not be displayed.", detail };
}

/** Downloads and shows a 3D result. Loaded lazily: three.js is far too big for the first page load. */
export default function ModelViewer({ url, fileName, requestId, onViewer, look }: Props) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { server, connection } = useConnection();
  const source = readableUrl(url, server, window.location.origin, requestId);
  // An effect event: the connection object is remade on unrelated changes (the settings dialog
  // opening); only its address and token (in the effect's dependencies) download the model again.
  const headersFor = useEffectEvent((target: string) => readHeaders(target, connection));
  const { baseUrl, token } = connection;

  useEffect(() => {
    const abort = new AbortController();
    // The same way for the model and for the files beside it (a .gltf's .bin, an .obj's .mtl):
    // directly where the page may, else through its server's file proxy, with the token only for that.
    const read = async (target: string | null) => {
      if (!target)
        throw new DownloadError("This server's security policy does not let the page read files from that host.");
      return download(target, headersFor(target), abort.signal);
    };
    const fetchBeside = async (beside: string) =>
      new Uint8Array(await read(readableUrl(beside, server, window.location.origin, requestId)));
    read(source)
      .then(async (bytes) => ({ size: bytes.byteLength, model: await loadModel(bytes, fileName, url, fetchBeside) }))
      .then(
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
  }, [url, source, server, baseUrl, token, requestId, fileName, attempt]);

  // An outcome for an earlier URL is stale: show loading until this one's arrives.
  if (!outcome || outcome.url !== url) {
    return (
      <p role="status" className="flex h-72 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
        Loading {fileName}…
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
          Try again
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
